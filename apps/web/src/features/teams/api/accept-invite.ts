import type { Team } from '@app/core/teams/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { verifySession } from '@/lib/auth';
import { teamQueryKey } from './get-team';

/** POST /api/team/invites/accept: joins the workspace; the answer is the team the user is now in. */
export async function acceptInvite(token: string): Promise<Team> {
  // The schema (and zod) loads with the answer, keeping it out of the invitation page's initial JavaScript.
  const [{ teamResponseSchema }, response] = await Promise.all([
    import('@app/core/teams/schemas'),
    apiClient.post('/api/team/invites/accept', { token }),
  ]);
  return teamResponseSchema.parse(response).team;
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: async (team) => {
      queryClient.setQueryData(teamQueryKey, team);
      // The new member works under the owner's plan from now on: refresh the session's user.
      await verifySession();
    },
  });
}
