import type { AnalyticsBucket } from '@app/core/analytics/schemas';
import type { Language } from '@app/core/errors';
import { addDays } from '@app/core/format/calendar';
import {
  formatDate,
  formatDateRange,
  formatMonth,
  formatShortDay,
  formatShortMonth,
} from '@app/core/format/dates';

/*
 * The API's periods (calendar days in Sofia, `2026-11-23`: a day, a week from Monday, or a month) in the
 * product's date style (docs/architecture.md, Dates and numbers). Which format fits is the bucket's
 * choice; the formats are the core's.
 */

/** A period named in full, for tables: a day, a week's seven days, or a month. */
export function formatPeriod(period: string, bucket: AnalyticsBucket, language: Language): string {
  if (bucket === 'month') return formatMonth(period, language);
  if (bucket === 'week') return formatDateRange(period, addDays(period, 6), language);
  return formatDate(period, language);
}

/** A period as a sentence names it: the month, or the (first) day. */
export function formatPeriodStart(period: string, bucket: AnalyticsBucket, language: Language): string {
  return bucket === 'month' ? formatMonth(period, language) : formatDate(period, language);
}

/** A period as a short axis label: under a tick a full date does not fit. */
export function formatPeriodTick(period: string, bucket: AnalyticsBucket, language: Language): string {
  return bucket === 'month' ? formatShortMonth(period, language) : formatShortDay(period, language);
}
