import { z } from 'zod';
import { riskLevels } from '../analysis/risk-level';
import { answersSchema, followUpsSchema } from '../assessment/schema';
import { supportedLanguages } from '../errors';
import { roles } from '../plans/permissions';
import { analysisViewSchema } from '../plans/plan-view';
import { planIds } from '../plans/plans';
import {
  assessmentDraftSchema,
  reportCompanySchema,
  reportFormats,
  reportStatuses,
} from '../reports/schemas';
import { workspaceRoles } from '../teams/schemas';
import { oauthProviderSchema } from './oauth';
import { sessionSchema } from './responses';

// Kept apart from responses.ts: it brings the whole analysis schema, which the sign-in screens do not need.

const timestamp = z.iso.datetime();

/**
 * A report: what the user gave (company, e-mail, answers, follow-ups, progress marked) and what their plan
 * shows of its analysis, reduced at export time as the report view and the documents reduce it, with
 * its history. A free account exports the basic analysis, not the paid one it has never been shown.
 */
export const exportedReportSchema = z.object({
  id: z.uuid(),
  status: z.enum(reportStatuses),
  language: z.enum(supportedLanguages),
  company: reportCompanySchema,
  email: z.string().nullable(),
  answers: answersSchema,
  followUps: followUpsSchema.optional(),
  complianceScore: z.number().int().nullable(),
  riskLevel: z.enum(riskLevels).nullable(),
  analysis: analysisViewSchema.nullable(),
  completedRecommendationIds: z.array(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
  completedAt: timestamp.nullable(),
  events: z.array(
    z.object({
      kind: z.enum(['generated', 'downloaded', 'emailed']),
      format: z.enum(reportFormats).nullable(),
      createdAt: timestamp,
    }),
  ),
  /** "How useful was this report?", with the consent it was given under; null when not rated. */
  rating: z
    .object({ value: z.number().int().min(1).max(5), consentTextVersion: z.string(), createdAt: timestamp })
    .nullable(),
});

/**
 * Everything the account holds about the user (Art. 15 and 20): profile, sessions, reports and the
 * saved draft. Areas added later bring their own sections, so the document allows keys beyond these.
 */
export const accountExportSchema = z
  .object({
    format: z.literal('gdpr-navigator-account-export/1'),
    exportedAt: timestamp,
    profile: z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.string(),
      role: z.enum(roles),
      plan: z.enum(planIds),
      language: z.enum(supportedLanguages),
      hasPassword: z.boolean(),
      trialPlan: z.enum(planIds).nullable(),
      trialEndsAt: timestamp.nullable(),
      createdAt: timestamp,
      updatedAt: timestamp,
    }),
    consents: z.object({ termsAcceptedAt: timestamp.nullable(), emailVerifiedAt: timestamp.nullable() }),
    sessions: z.array(sessionSchema.omit({ current: true }).extend({ expiresAt: timestamp })),
    linkedAccounts: z.array(
      z.object({
        provider: oauthProviderSchema,
        email: z.string().nullable(),
        createdAt: timestamp,
        lastUsedAt: timestamp,
      }),
    ),
    reports: z.array(exportedReportSchema),
    assessmentDraft: assessmentDraftSchema.nullable(),
    /** API keys by name and visible prefix; never the key or its hash. */
    apiKeys: z.array(
      z.object({
        name: z.string(),
        prefix: z.string(),
        createdAt: timestamp,
        lastUsedAt: timestamp.nullable(),
        revokedAt: timestamp.nullable(),
      }),
    ),
    workspaces: z.array(z.object({ name: z.string(), role: z.enum(workspaceRoles), joinedAt: timestamp })),
    /** The subscription's state and the single reports bought; the payment provider's ids stay out. */
    billing: z.object({
      subscription: z
        .object({
          plan: z.enum(planIds).nullable(),
          billingCycle: z.string().nullable(),
          status: z.string().nullable(),
          currentPeriodEnd: timestamp.nullable(),
          cancelAtPeriodEnd: z.boolean(),
          updatedAt: timestamp,
        })
        .nullable(),
      singleReports: z.array(
        z.object({ source: z.string(), createdAt: timestamp, usedAt: timestamp.nullable() }),
      ),
    }),
    /** Whether the AI features are on, and the requests counted on this account (kind and time only). */
    ai: z.object({
      enabled: z.boolean(),
      changedAt: timestamp.nullable(),
      requests: z.array(z.object({ kind: z.string(), createdAt: timestamp })),
    }),
  })
  .loose();
export type AccountExport = z.infer<typeof accountExportSchema>;
