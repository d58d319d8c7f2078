import { addDays, addMonths, toCalendarDate } from '@app/core/format/calendar';

/*
 * Time ranges as calendar dates (YYYY-MM-DD) in Europe/Sofia, the calendar the API counts in: "the last
 * 30 days" ends today in Sofia whatever the viewer's own time zone, so a bookmarked view and its export
 * cover the same days as the server's figures.
 */

export const rangePresets = ['last30Days', 'last90Days', 'last12Months', 'allTime'] as const;
export type RangePreset = (typeof rangePresets)[number];

export type DateRange = { from?: string; to?: string };

/** The days a preset covers, both ends included; "all time" has no bounds. */
export function resolvePreset(preset: RangePreset, now: Date): DateRange {
  const today = toCalendarDate(now);
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
