import type { Language } from '@app/core/errors';
import { formatGdprArticle } from '@app/core/i18n/gdpr-article';

const locales: Readonly<Record<Language, string>> = { bg: 'bg-BG', en: 'en-GB' };

// Reports are for Bulgarian businesses: a date is the calendar day in Sofia, whatever the server's zone.
const timeZone = 'Europe/Sofia';

const dateFormats = new Map<Language, Intl.DateTimeFormat>();
// The Canadian English locale writes dates as ISO 8601: 2026-11-22.
const isoDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const numberFormats = new Map<string, Intl.NumberFormat>();

export function getLocale(language: Language): string {
  return locales[language];
}

/** `22.11.2026 г.` in Bulgarian, `22 November 2026` in English. */
export function formatDate(date: Date, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) {
    format =
      language === 'bg'
        ? new Intl.DateTimeFormat('bg-BG', { timeZone })
        : new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'long' });
    dateFormats.set(language, format);
  }
  return format.format(date);
}

/** `2026-11-22`: the calendar day in Sofia, for file names. */
export function formatIsoDate(date: Date): string {
  return isoDateFormat.format(date);
}

/** `1 234,5` in Bulgarian, `1,234.5` in English. */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 1): string {
  const key = `${language}:${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locales[language], { maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A signed change: `+12`, `−3`. */
export function formatChange(value: number, language: Language): string {
  const number = formatNumber(Math.abs(value), language, 0);
  return value > 0 ? `+${number}` : value < 0 ? `−${number}` : number;
}

/**
 * `91 %` in Bulgarian, as the Bulgarian text of the regulation writes percentages (a no-break space keeps
 * them on one line); `91%` in English.
 */
export function formatPercent(value: number, language: Language): string {
  const number = formatNumber(value, language, 0);
  return language === 'bg' ? `${number}\u00a0%` : `${number}%`;
}

/**
 * The articles of a finding as lawyers cite them, naming the regulation once at the end:
 * "чл. 6, пар. 1; чл. 7 от ОРЗД" / "Art. 6(1); Art. 7 GDPR".
 */
export function formatArticles(articles: readonly string[], language: Language): string {
  const suffix = language === 'bg' ? ' от ОРЗД' : ' GDPR';
  return articles
    .map((article, index) => {
      const formatted = formatGdprArticle(article, language);
      const isLast = index === articles.length - 1;
      return !isLast && formatted.endsWith(suffix) ? formatted.slice(0, -suffix.length) : formatted;
    })
    .join('; ');
}
