import { z } from 'zod';
import { addMonths, firstDayOfMonth, startOfCalendarDate, toCalendarDate } from '../format/calendar';

/**
 * The calendar month containing `now` in Sofia, as [start, end) instants: audits are counted per calendar
 * month in the time zone of the product (docs/architecture.md, Dates and numbers).
 */
export function getMonthPeriod(now: Date): { start: Date; end: Date } {
  const first = firstDayOfMonth(toCalendarDate(now));
  return { start: startOfCalendarDate(first), end: startOfCalendarDate(addMonths(first, 1)) };
}

/** This month's assessments against the plan's limit (null: unlimited). */
export const usageSchema = z.object({
  used: z.number().int().min(0),
  limit: z.number().int().positive().nullable(),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
});
export type Usage = z.infer<typeof usageSchema>;

export const usageResponseSchema = z.object({ success: z.literal(true), usage: usageSchema });
