import { type SessionView, sessionsResponseSchema } from '@app/core/auth/responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const sessionsQueryKey = ['account', 'sessions'] as const;

export async function getSessions(signal?: AbortSignal): Promise<SessionView[]> {
  return sessionsResponseSchema.parse(await apiClient.get('/api/auth/sessions', signal)).sessions;
}

export const sessionsQueryOptions = queryOptions({
  queryKey: sessionsQueryKey,
  queryFn: ({ signal }) => getSessions(signal),
  // Sessions start and end elsewhere; show the current list whenever the settings open.
  staleTime: 0,
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
