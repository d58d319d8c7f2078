/*
 * The one-question rating of a report ("How useful was this report?", 1 to 5). Optional, and stored only
 * with the person's consent to the words of `ratingConsentVersion` (the text is in the `report-rating`
 * translation files under `consentTexts.<version>`; a changed text gets a new version, so every
 * stored rating names the words agreed to). Apart from the schemas, so a screen can name them without zod.
 * docs/product-decisions.md, Marketing claims.
 */
export const ratingValues = [1, 2, 3, 4, 5] as const;
export type RatingValue = (typeof ratingValues)[number];

export const ratingConsentVersion = '2026-11-26';

export const ratingMessageKeys = {
  ratingRequired: 'report-rating.validation.ratingRequired',
  consentRequired: 'report-rating.validation.consentRequired',
  consentOutdated: 'report-rating.validation.consentOutdated',
} as const;

/** The header that carries a visitor's claim token, the proof that the report is theirs to rate. */
export const claimTokenHeader = 'x-claim-token';
