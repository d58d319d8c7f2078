import { type Team, teamResponseSchema } from '@app/core/teams/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { verifySession } from '@/lib/auth';
import { teamQueryKey } from './get-team';

/** POST /api/team/transfer: the chosen member becomes the owner and the workspace takes their plan. */
export async function transferOwnership(userId: string): Promise<Team> {
  return teamResponseSchema.parse(await apiClient.post('/api/team/transfer', { userId })).team;
}

export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferOwnership,
    onSuccess: async (team) => {
      queryClient.setQueryData(teamQueryKey, team);
      // The former owner now works under the new owner's plan.
      await verifySession();
    },
  });
}
