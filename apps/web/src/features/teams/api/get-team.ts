import { type Team, teamResponseSchema } from '@app/core/teams/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const teamQueryKey = ['team'] as const;

export async function getTeam(signal?: AbortSignal): Promise<Team> {
  return teamResponseSchema.parse(await apiClient.get('/api/team', signal)).team;
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
