import { messageResponseSchema } from '@app/core/auth/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { verifySession } from '@/lib/auth';
import { teamQueryKey } from './get-team';

/** DELETE /api/team/members/:userId: the owner removes a member, or a member passes their own id to leave. */
export async function removeMember(userId: string): Promise<string> {
  const path = `/api/team/members/${encodeURIComponent(userId)}`;
  return messageResponseSchema.parse(await apiClient.delete(path)).message;
}

export function useRemoveMember({ isLeaving }: { isLeaving: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: async () => {
      // Leaving puts the user back on their own plan: the session's user (permissions) must follow.
      if (isLeaving) await verifySession();
      await queryClient.invalidateQueries({ queryKey: teamQueryKey });
    },
  });
}
