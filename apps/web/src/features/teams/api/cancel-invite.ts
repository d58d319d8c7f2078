import { type Team, teamResponseSchema } from '@app/core/teams/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { teamQueryKey } from './get-team';

/** DELETE /api/team/invites/:id: answers with the team as it is afterwards. */
export async function cancelInvite(id: string): Promise<Team> {
  const path = `/api/team/invites/${encodeURIComponent(id)}`;
  return teamResponseSchema.parse(await apiClient.delete(path)).team;
}

export function useCancelInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvite,
    onSuccess: (team) => queryClient.setQueryData(teamQueryKey, team),
  });
}
