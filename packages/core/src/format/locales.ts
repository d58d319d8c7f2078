import type { Language } from '../errors';

/*
 * Where dates and numbers take their locale and time zone from, for the screen, the e-mails, the PDF and
 * Word reports and the exports alike (docs/architecture.md, Dates and numbers).
 */

/**
 * The time zone of every date the product shows or counts in: the users are Bulgarian businesses, so a
 * report made at 00:30 in Sofia is dated that day wherever the server or the viewer happens to be, and a
 * "day" or "month" of the quotas and the analytics is one in Sofia.
 */
export const timeZone = 'Europe/Sofia';

/**
 * The Intl locale of each interface language. English is British English: day before month, the 24-hour
 * clock and the euro sign before the amount, as in the rest of the EU.
 */
export const intlLocales: Readonly<Record<Language, string>> = { bg: 'bg-BG', en: 'en-GB' };

export function getIntlLocale(language: Language): string {
  return intlLocales[language];
}
