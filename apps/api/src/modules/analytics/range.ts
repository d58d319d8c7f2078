import {
  type AnalyticsFilters,
  firstDayOfLongestRange,
  isWithinLongestRange,
  lastDayOfLongestRange,
} from '@app/core/analytics/schemas';
import { toCalendarDate } from '@app/core/format/calendar';
import type { AnalyticsContext } from './context';
import { findFirstReportDay, type ReportMatch } from './report-match';

/**
 * The filters with both dates filled in: without `to` the range ends today (Sofia), without `from` it
 * starts on the day of the first completed report the caller can see (whatever the other filters, so
 * the time axis stays put while they change); with no report at all it is the one day `to`. A filled-in
 * end never makes the range longer than analyticsMaxRangeYears: the schema bounds only given pairs.
 */
export async function resolveFilters(
  ctx: AnalyticsContext,
  filters: AnalyticsFilters,
  ownerId: string | undefined,
): Promise<AnalyticsFilters & { from: string; to: string }> {
  const today = toCalendarDate(ctx.now());
  // A range that starts in the future ends where it starts, never before.
  let to = filters.to ?? (filters.from && filters.from > today ? filters.from : today);
  let from = filters.from;
  if (!from) {
    const first = await findFirstReportDay(ctx.db, { userId: ownerId });
    from = first && first < to ? first : to;
    const earliest = firstDayOfLongestRange(to);
    if (from < earliest) from = earliest;
  } else if (!isWithinLongestRange(from, to)) {
    to = lastDayOfLongestRange(from);
  }
  return { ...filters, from, to };
}

/** The reports a view or an export covers; `ownerId` limits them to one user's. */
export function toReportMatch(filters: AnalyticsFilters & { from: string; to: string }, ownerId?: string) {
  const match: ReportMatch = {
    from: filters.from,
    to: filters.to,
    industry: filters.industry,
    size: filters.size,
    risk: filters.risk,
    userId: ownerId,
  };
  return match;
}
