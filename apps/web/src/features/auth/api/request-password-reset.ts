import { messageResponseSchema } from '@app/core/auth/responses';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The answer is the same whether or not the address has an account (no user enumeration). */
export async function requestPasswordReset(input: { email: string }): Promise<string> {
  return messageResponseSchema.parse(await apiClient.post('/api/auth/forgot-password', input)).message;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
