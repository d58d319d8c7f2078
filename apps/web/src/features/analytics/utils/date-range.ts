/*
 * Time ranges as calendar dates (YYYY-MM-DD) in Europe/Sofia, the calendar the API counts in: "the last
 * 30 days" ends today in Sofia whatever the viewer's own time zone, so a bookmarked view and its export
 * cover the same days as the server's figures.
 */

export const rangePresets = ['last30Days', 'last90Days', 'last12Months', 'allTime'] as const;
export type RangePreset = (typeof rangePresets)[number];

export type DateRange = { from?: string; to?: string };

export const analyticsTimeZone = 'Europe/Sofia';

/** Today's date in Sofia. */
export function getSofiaToday(now: Date): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: analyticsTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A calendar date moved by whole days (calendar arithmetic: no time zone, no daylight saving). */
export function addDays(isoDate: string, days: number): string {
  const date = parseCalendarDate(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return formatCalendarDate(date);
}

/** A calendar date moved by whole months; the 31st becomes the month's last day where it has none. */
export function addMonths(isoDate: string, months: number): string {
  const date = parseCalendarDate(isoDate);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return formatCalendarDate(date);
}

/** The days a preset covers, both ends included; "all time" has no bounds. */
export function resolvePreset(preset: RangePreset, now: Date): DateRange {
  const today = getSofiaToday(now);
  switch (preset) {
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
    case 'last90Days':
      return { from: addDays(today, -89), to: today };
    case 'last12Months':
      return { from: addDays(addMonths(today, -12), 1), to: today };
    case 'allTime':
      return {};
  }
}

function parseCalendarDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

function formatCalendarDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
