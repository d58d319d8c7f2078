import { z } from 'zod';

/** Audits are counted per calendar month in the company's time zone (Bulgaria by default). */
export const defaultTimeZone = 'Europe/Sofia';

function readZonedParts(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(date);
  const read = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: read('year'),
    month: read('month'),
    day: read('day'),
    hour: read('hour'),
    minute: read('minute'),
    second: read('second'),
  };
}

/** The instant a wall-clock time in the zone happens (DST-safe: the zone's offset at that moment). */
function zonedTimeToUtc(year: number, month: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, 1);
  const seen = readZonedParts(new Date(guess), timeZone);
  const offset = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) - guess;
  return new Date(guess - offset);
}

/** The calendar month containing `now` in the zone, as [start, end) instants. */
export function getMonthPeriod(now: Date, timeZone: string = defaultTimeZone): { start: Date; end: Date } {
  const { year, month } = readZonedParts(now, timeZone);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return {
    start: zonedTimeToUtc(year, month, timeZone),
    end: zonedTimeToUtc(next.year, next.month, timeZone),
  };
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
