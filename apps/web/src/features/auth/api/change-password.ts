import { messageResponseSchema } from '@app/core/auth/responses';
import type { ChangePasswordInput } from '@app/core/auth/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

export async function changePassword(input: ChangePasswordInput): Promise<string> {
  return messageResponseSchema.parse(await apiClient.put('/api/auth/change-password', input)).message;
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The server signs out every other device when the password changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
