import type { AnalyticsFilters } from '@app/core/analytics/schemas';
import { toCalendarDate } from '@app/core/format/calendar';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type AnalyticsView, defaultView, readView, toApiFilters, writeView } from '../utils/filters';

/**
 * The filters live in the address, so a view can be bookmarked, shared and reloaded. Each change
 * replaces the history entry: the Back button leaves the screen instead of stepping through filters.
 */
export function useAnalyticsView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => readView(searchParams), [searchParams]);
  // Presets resolve against the day in Sofia (noon of it, safely inside that day): the query key, and so
  // the cache, holds steady all day and moves on at midnight.
  const today = toCalendarDate(new Date());
  const filters: AnalyticsFilters = useMemo(
    () => toApiFilters(view, new Date(`${today}T12:00:00Z`)),
    [view, today],
  );

  function setView(next: AnalyticsView) {
    setSearchParams((current) => writeView(next, current), { replace: true });
  }

  return {
    view,
    filters,
    setView,
    updateView: (change: Partial<AnalyticsView>) => setView({ ...view, ...change }),
    resetView: () => setView(defaultView),
  };
}
