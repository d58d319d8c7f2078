import {
  type AnalyticsFilters,
  type AnalyticsResponse,
  analyticsResponseSchema,
} from '@app/core/analytics/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { toQueryString } from '../utils/filters';

export const analyticsQueryKey = ['analytics'] as const;

/** The dashboard's figures: the server decides the scope (all for an admin, own for anyone else). */
export async function getAnalytics(
  filters: AnalyticsFilters,
  signal?: AbortSignal,
): Promise<AnalyticsResponse> {
  return analyticsResponseSchema.parse(
    await apiClient.get(`/api/analytics${toQueryString(filters)}`, signal),
  );
}

export const analyticsQueryOptions = (filters: AnalyticsFilters) =>
  queryOptions({
    queryKey: [...analyticsQueryKey, filters],
    queryFn: ({ signal }) => getAnalytics(filters, signal),
    // While other filters load, the last figures stay (marked as updating) instead of a blank page.
    placeholderData: keepPreviousData,
  });

export function useAnalytics(filters: AnalyticsFilters, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...analyticsQueryOptions(filters), enabled: isEnabled });
}
