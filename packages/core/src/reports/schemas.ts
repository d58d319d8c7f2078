import { z } from 'zod';
import { riskLevels } from '../analysis/risk-level';
import { answerIds } from '../assessment/answers';
import { employeeBands, fieldLimits, industries } from '../assessment/company';
import { followUpValues } from '../assessment/follow-ups';
import { answerValueSchema } from '../assessment/schema';
import { validationMessageKeys } from '../assessment/validation-messages';
import { supportedLanguages } from '../errors';
import { analysisViewSchema } from '../plans/plan-view';
import { requiredIfEmpty } from '../validation/messages';
import { plainText } from '../validation/plain-text';

/**
 * The reports API's contract (issue 6): one schema per request and response, used by the Fastify
 * routes, the OpenAPI document and the web app's fetchers.
 */

/** pending -> in_progress -> completed, or failed (then retried: back to in_progress). */
export const reportStatuses = ['pending', 'in_progress', 'completed', 'failed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const reportFormats = ['pdf', 'docx'] as const;
export type ReportFormat = (typeof reportFormats)[number];

const language = z.enum(supportedLanguages);
const timestamp = z.iso.datetime();

/** The company a report is about, as the form described it (the e-mail address is kept apart). */
export const reportCompanySchema = z.object({
  name: z.string(),
  industry: z.enum(industries),
  specifyIndustry: z.string().optional(),
  employeeCount: z.enum(employeeBands),
});
export type ReportCompanyView = z.infer<typeof reportCompanySchema>;

/** A line of the report history. Score fields are null until the analysis has completed. */
export const reportSummarySchema = z.object({
  id: z.uuid(),
  status: z.enum(reportStatuses),
  language,
  company: reportCompanySchema,
  complianceScore: z.number().int().min(0).max(100).nullable(),
  riskLevel: z.enum(riskLevels).nullable(),
  issuesFound: z.number().int().min(0).nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/**
 * A whole report. `analysis` is reduced to what the caller's plan may see (restrictAnalysisToPlan) and
 * null until completed; `canExport` says whether the plan allows PDF/DOCX and e-mail.
 */
export const reportSchema = reportSummarySchema.extend({
  email: z.string().nullable(),
  analysis: analysisViewSchema.nullable(),
  canExport: z.boolean(),
  /** Recommendations the user has marked done: the roadmap's progress. */
  completedRecommendationIds: z.array(z.string()),
});
export type ReportView = z.infer<typeof reportSchema>;

export const reportResponseSchema = z.object({ success: z.literal(true), report: reportSchema });

/**
 * A visitor's report comes with a claim token: kept in the browser next to the report, it lets the
 * visitor move the report into an account after signing in (and nothing else).
 */
export const createAssessmentResponseSchema = reportResponseSchema.extend({
  claimToken: z.string().optional(),
});
export type CreateAssessmentResponse = z.infer<typeof createAssessmentResponseSchema>;

export const reportListResponseSchema = z.object({
  success: z.literal(true),
  reports: z.array(reportSummarySchema),
});

export const reportIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalidOption' }) });

export const reportDocumentQuerySchema = z.object({ lang: language.optional() });

/** "Send to Email": the address is required for sending even though the form's e-mail is optional. */
export const sendReportEmailSchema = z.object({
  email: z
    .string({ error: 'reports.emailRequired' })
    .trim()
    .max(fieldLimits.email.max, { error: validationMessageKeys.maxLength })
    .check(z.email({ error: requiredIfEmpty('reports.emailRequired', validationMessageKeys.email) })),
  language: language.optional(),
});
export type SendReportEmailInput = z.input<typeof sendReportEmailSchema>;

/** Marks one recommendation of the report done or not done (roadmap progress). */
export const reportProgressSchema = z.object({
  recommendationId: z.string().min(1).max(100),
  done: z.boolean(),
});

/** Reports made while signed out, moved into the account after sign-in (at most 50 at once). */
export const claimReportsSchema = z.object({
  reports: z
    .array(z.object({ id: z.uuid(), claimToken: z.string().min(16).max(200) }))
    .min(1)
    .max(50),
});
export const claimReportsResponseSchema = z.object({
  success: z.literal(true),
  claimed: z.array(z.uuid()),
  /** Claims the plan had no audit left for this month: not moved, they stay with the visitor's browser. */
  quotaExceeded: z.object({ reportIds: z.array(z.uuid()).min(1), message: z.string() }).optional(),
});

/** An idempotency key (a UUID the client makes once per submission) lets a retried POST return the same report. */
export const idempotencyHeadersSchema = z.object({ 'idempotency-key': z.uuid().optional() });

// A draft holds whatever the user typed so far: only shapes, sizes and plain text are checked, not
// completeness (PostgreSQL refuses a NUL character even inside JSON).
const draftText = (max: number) => plainText(z.string().max(max));
export const assessmentDraftValuesSchema = z.object({
  companyName: draftText(fieldLimits.companyName.max * 2).optional(),
  industry: z.enum(industries).or(z.literal('')).optional(),
  specifyIndustry: draftText(fieldLimits.specifyIndustry.max * 2).optional(),
  employeeCount: z.enum(employeeBands).or(z.literal('')).optional(),
  /** The exact headcount as typed (the form keeps text until it is checked). */
  headcount: draftText(12).optional(),
  email: draftText(fieldLimits.email.max).optional(),
  answers: z.partialRecord(z.enum(answerIds), answerValueSchema).optional(),
  // Drafts saved before a methodology change may hold follow-ups that no longer exist, so any id is
  // accepted here and the form keeps the known ones (pickKnownFollowUps). A transform would do it in
  // one place, but the schema also describes the response, which is serialised through zod's encoder.
  followUps: z.record(z.string().max(64), z.enum(followUpValues)).optional(),
});
export type AssessmentDraftValues = z.infer<typeof assessmentDraftValuesSchema>;

export const assessmentDraftSchema = z.object({
  values: assessmentDraftValuesSchema,
  /** 0-3: the step the user was on. */
  step: z.number().int().min(0).max(3),
  /** When the user last changed it; the newer of the browser's and the account's copy wins. */
  updatedAt: timestamp,
});
export type AssessmentDraft = z.infer<typeof assessmentDraftSchema>;

export const draftResponseSchema = z.object({
  success: z.literal(true),
  draft: assessmentDraftSchema.nullable(),
});
