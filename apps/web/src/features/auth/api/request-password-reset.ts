import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The answer is the same whether or not the address has an account (no user enumeration). */
export async function requestPasswordReset(input: { email: string }): Promise<string> {
  // The schema (and zod) loads with the answer, keeping it out of the sign-in screens' initial JavaScript.
  const [{ messageResponseSchema }, response] = await Promise.all([
    import('@app/core/auth/responses'),
    apiClient.post('/api/auth/forgot-password', input),
  ]);
  return messageResponseSchema.parse(response).message;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
