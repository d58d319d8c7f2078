import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function verifyEmail(token: string): Promise<string> {
  // The schema (and zod) loads with the answer, keeping it out of the sign-in screens' initial JavaScript.
  const [{ messageResponseSchema }, response] = await Promise.all([
    import('@app/core/auth/responses'),
    apiClient.post('/api/auth/verify-email', { token }),
  ]);
  return messageResponseSchema.parse(response).message;
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
