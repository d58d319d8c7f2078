import { z } from 'zod';

/*
 * The figures the home page may show about the product itself, each only once it is large enough to
 * mean something (docs/product-decisions.md, Marketing claims). The server applies the thresholds; below
 * one, the figure is null and nothing is shown.
 */

/** Companies assessed: below this a count says more about a young product than about its use. */
export const minCompaniesAssessed = 100;

/** Ratings: with fewer, one person moves the average by more than a fifth of a point. */
export const minRatings = 20;

export const publicFiguresSchema = z.object({
  /** Distinct company names among the completed reports the service holds. */
  companiesAssessed: z.number().int().min(0).nullable(),
  /** The average of the ratings given (one decimal) and how many there are. */
  rating: z.object({ average: z.number().min(1).max(5), count: z.number().int().min(0) }).nullable(),
});
export type PublicFigures = z.infer<typeof publicFiguresSchema>;

export const publicFiguresResponseSchema = z.object({
  success: z.literal(true),
  figures: publicFiguresSchema,
});
