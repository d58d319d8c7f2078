import type { Team } from '@app/core/teams/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const teamQueryKey = ['team'] as const;

export async function getTeam(signal?: AbortSignal): Promise<Team> {
  // The schema (and zod) loads with the answer: the invitation page imports this module for the query key.
  const [{ teamResponseSchema }, response] = await Promise.all([
    import('@app/core/teams/schemas'),
    apiClient.get('/api/team', signal),
  ]);
  return teamResponseSchema.parse(response).team;
}

export const teamQueryOptions = queryOptions({
  queryKey: teamQueryKey,
  queryFn: ({ signal }) => getTeam(signal),
  // Someone may accept an invitation at any moment; the tab shows the team as it is now.
  staleTime: 0,
});

export function useTeam() {
  return useQuery(teamQueryOptions);
}
