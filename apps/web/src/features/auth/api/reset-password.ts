import { messageResponseSchema } from '@app/core/auth/responses';
import type { ResetPasswordInput } from '@app/core/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/auth-tokens';

export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  return messageResponseSchema.parse(await apiClient.post('/api/auth/reset-password', input)).message;
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    // The server has signed out every device, this browser too if it was signed in.
    onSuccess: () => {
      if (tokenStore.getAccessToken()) tokenStore.endSession();
    },
  });
}
