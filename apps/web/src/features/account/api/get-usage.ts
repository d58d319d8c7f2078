import { type Usage, usageResponseSchema } from '@app/core/plans/usage';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function getUsage(signal?: AbortSignal): Promise<Usage> {
  return usageResponseSchema.parse(await apiClient.get('/api/reports/usage', signal)).usage;
}

export const usageQueryOptions = queryOptions({
  queryKey: ['account', 'usage'] as const,
  queryFn: ({ signal }) => getUsage(signal),
  // A report made or deleted in another tab changes it; the subscription tab shows the current count.
  staleTime: 0,
});

export function useUsage() {
  return useQuery(usageQueryOptions);
}
