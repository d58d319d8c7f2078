import { type InviteInput, inviteResponseSchema, type TeamInvite } from '@app/core/teams/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { teamQueryKey } from './get-team';

/** POST /api/team/invites: the server e-mails the link; the team's seat count changes. */
export async function inviteMember(input: InviteInput): Promise<TeamInvite> {
  return inviteResponseSchema.parse(await apiClient.post('/api/team/invites', input)).invite;
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
