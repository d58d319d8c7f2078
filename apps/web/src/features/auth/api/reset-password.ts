import type { ResetPasswordInput } from '@app/core/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { tokenStore } from '@/lib/auth-tokens';

export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  // The schema (and zod) loads with the answer, keeping it out of the sign-in screens' initial JavaScript.
  const [{ messageResponseSchema }, response] = await Promise.all([
    import('@app/core/auth/responses'),
    apiClient.post('/api/auth/reset-password', input),
  ]);
  return messageResponseSchema.parse(response).message;
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
