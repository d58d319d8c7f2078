import { okResponseSchema } from '@app/core/auth/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** Signs one device out: its refresh token stops working, so it is signed out at its next request. */
export async function revokeSession(sessionId: string): Promise<void> {
  okResponseSchema.parse(await apiClient.delete(`/api/auth/sessions/${encodeURIComponent(sessionId)}`));
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
