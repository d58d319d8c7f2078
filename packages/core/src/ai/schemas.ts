import { z } from 'zod';
import { supportedLanguages } from '../errors';

/**
 * The AI API's contract (docs/decisions/010-language-model-client.md): one schema per request and
 * response, used by the Fastify routes, the OpenAPI document and the web app's fetchers.
 */

const timestamp = z.iso.datetime();

/** One sentence of the management summary, with the ids of the analysis it rests on. */
export const aiSummarySentenceSchema = z.object({
  text: z.string(),
  issueIds: z.array(z.string()),
  articleIds: z.array(z.string()),
  recommendationIds: z.array(z.string()),
});
export type AiSummarySentence = z.infer<typeof aiSummarySentenceSchema>;

export const aiSummarySchema = z.object({
  language: z.enum(supportedLanguages),
  methodologyVersion: z.string(),
  promptVersion: z.string(),
  sentences: z.array(aiSummarySentenceSchema),
  createdAt: timestamp,
});
export type AiSummary = z.infer<typeof aiSummarySchema>;

export const aiSummaryResponseSchema = z.object({ success: z.literal(true), summary: aiSummarySchema });

export const aiSummaryQuerySchema = z.object({
  lang: z.enum(supportedLanguages, { error: 'validation.invalidOption' }).optional(),
});

/** Whether the AI features work for this user now, and this month's requests against the plan's limit. */
export const aiStatusSchema = z.object({
  /** The installation has a language-model provider. */
  offered: z.boolean(),
  /** The user has not turned AI off in their account. */
  enabled: z.boolean(),
  /** The provider the privacy policy names as processor; null without one. */
  providerName: z.string().nullable(),
  usage: z.object({
    used: z.number().int().min(0),
    limit: z.number().int().min(0),
    periodStart: timestamp,
    periodEnd: timestamp,
  }),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

export const aiStatusResponseSchema = z.object({ success: z.literal(true), ai: aiStatusSchema });

export const aiSettingsSchema = z.object({
  enabled: z.boolean({ error: 'validation.invalidOption' }),
});
export type AiSettingsInput = z.infer<typeof aiSettingsSchema>;

export const aiQuestionLimits = { min: 3, max: 500 } as const;

/** A question about a report: free text, answered from the report and the product's guides. */
export const aiQuestionSchema = z.object({
  question: z
    .string({ error: 'validation.required' })
    .trim()
    .min(aiQuestionLimits.min, { error: 'validation.required' })
    .max(aiQuestionLimits.max, { error: 'validation.maxLength' }),
});
export type AiQuestionInput = z.infer<typeof aiQuestionSchema>;

/** What an answer rests on: a section of the product's guides (with its page) or a GDPR article. */
export const aiCitationSchema = z.object({
  kind: z.enum(['guide', 'article']),
  id: z.string(),
  label: z.string(),
  href: z.string().nullable(),
});
export type AiCitation = z.infer<typeof aiCitationSchema>;

/** Recommendations' titles and descriptions worded for the company: wording only, by recommendation id. */
export const aiWordingsSchema = z.object({
  language: z.enum(supportedLanguages),
  methodologyVersion: z.string(),
  promptVersion: z.string(),
  recommendations: z.array(z.object({ id: z.string(), title: z.string(), description: z.string() })),
  createdAt: timestamp,
});
export type AiWordings = z.infer<typeof aiWordingsSchema>;

export const aiWordingsResponseSchema = z.object({ success: z.literal(true), wordings: aiWordingsSchema });
