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

/* The specification's marketing claims; not shown until the product has earned them (issue 7 decides). */
export const marketingClaims = {
  businessesServed: 3400,
  minutesToReport: 5,
  rating: { value: 4.9, outOf: 5 },
} as const;
