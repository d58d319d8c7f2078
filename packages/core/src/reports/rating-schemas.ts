import { z } from 'zod';
import { claimTokenHeader, ratingMessageKeys as keys, ratingConsentVersion, ratingValues } from './ratings';

const consentField = z.literal(true, { error: keys.consentRequired });

/** What the rating form checks: a choice of 1-5 (radio values are text) and the consent. */
export const ratingFormSchema = z.object({
  rating: z.enum(ratingValues.map((value) => String(value)) as [string, ...string[]], {
    error: keys.ratingRequired,
  }),
  consent: consentField,
});
export type RatingFormValues = { rating: string; consent: boolean };

/** POST /api/reports/:id/rating. */
export const rateReportSchema = z.object({
  rating: z
    .number({ error: keys.ratingRequired })
    .int({ error: keys.ratingRequired })
    .min(1, { error: keys.ratingRequired })
    .max(5, { error: keys.ratingRequired }),
  consent: consentField,
  consentVersion: z.literal(ratingConsentVersion, { error: keys.consentOutdated }),
});
export type RateReportInput = z.infer<typeof rateReportSchema>;

/** A visitor proves the report is theirs with its claim token; a signed-in reader needs none. */
export const ratingHeadersSchema = z.object({
  [claimTokenHeader]: z.string().min(16).max(200).optional(),
});

export const reportRatingSchema = z.object({
  value: z.number().int().min(1).max(5),
  createdAt: z.iso.datetime(),
});
export type ReportRating = z.infer<typeof reportRatingSchema>;

export const reportRatingResponseSchema = z.object({
  success: z.literal(true),
  rating: reportRatingSchema.nullable(),
});
