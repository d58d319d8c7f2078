/*
 * Figures shown on the marketing pages, in one place so that a change of law or of a claim is made once.
 * The texts around them live in the translation files.
 */
export const gdprFacts = {
  regulation: '2016/679',
  /** Art. 83(5): the higher of the two applies to an undertaking. */
  maxFineMillionEur: 20,
  maxFineTurnoverPercent: 4,
  fineArticle: '83(5)',
  /** Art. 33(1): notification to the supervisory authority (КЗЛД in Bulgaria). */
  breachNotificationHours: 72,
  breachArticle: '33',
  supervisoryAuthorityUrl: 'https://www.cpdp.bg',
} as const;

/*
 * Marketing claims. Only what is true of this product is shown: no invented figure is presented as
 * measured (docs/product-decisions.md, Marketing claims). The companies assessed and the average rating
 * come from the database (GET /api/public-figures, features/home/components/live-figures.tsx), each only
 * once it passes its threshold (@app/core/reports/public-figures).
 */
export const marketingClaims = {
  /**
   * Shown (home hero, closing call to action, demo): ten questions and a few optional follow-ups take
   * about this long, and the result appears as soon as they are submitted.
   */
  minutesToReport: 5,
} as const;
