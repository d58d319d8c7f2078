import type { AnalyticsBucket } from '@app/core/analytics/schemas';
import type { Language } from '@app/core/errors';
import { addDays, analyticsTimeZone } from './date-range';

/*
 * Numbers and dates in the interface language: 22.11.2026 г. and 61,5 in Bulgarian, Nov 22, 2026 and
 * 61.5 in English. Calendar dates (YYYY-MM-DD) are days, not instants: they are formatted in UTC so no
 * viewer's time zone moves them.
 */

function dayFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
}

const toDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** A calendar date: 2.03.2026 г. / Mar 2, 2026. */
export function formatDay(isoDate: string, language: Language): string {
  return dayFormat(language, { dateStyle: 'medium' }).format(toDay(isoDate));
}

/** An instant (a report's creation) as its date in Sofia. */
export function formatInstantDay(isoDateTime: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: analyticsTimeZone }).format(
    new Date(isoDateTime),
  );
}

/** A period named in full, for tables: a day, a week's seven days, or a month. */
export function formatPeriod(period: string, bucket: AnalyticsBucket, language: Language): string {
  if (bucket === 'month')
    return dayFormat(language, { month: 'long', year: 'numeric' }).format(toDay(period));
  if (bucket === 'week')
    return dayFormat(language, { dateStyle: 'medium' }).formatRange(toDay(period), toDay(addDays(period, 6)));
  return formatDay(period, language);
}

/** A period as a sentence names it: the month, or the (first) day. */
export function formatPeriodStart(period: string, bucket: AnalyticsBucket, language: Language): string {
  if (bucket === 'month')
    return dayFormat(language, { month: 'long', year: 'numeric' }).format(toDay(period));
  return formatDay(period, language);
}

/** A period as a short axis label. */
export function formatPeriodTick(period: string, bucket: AnalyticsBucket, language: Language): string {
  if (bucket === 'month')
    return dayFormat(language, { month: 'short', year: 'numeric' }).format(toDay(period));
  return dayFormat(language, { day: 'numeric', month: 'short' }).format(toDay(period));
}

/** A count or a score: grouped thousands, at most one decimal. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

/** A share of 0-1 as a percentage: "42 %" in Bulgarian (no-break space, as the core's texts), "42%" in English. */
export function formatShare(share: number, language: Language): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(share * 100);
  return language === 'bg' ? `${number}\u00a0%` : `${number}%`;
}
