import { messageResponseSchema } from '@app/core/auth/responses';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export async function verifyEmail(token: string): Promise<string> {
  return messageResponseSchema.parse(await apiClient.post('/api/auth/verify-email', { token })).message;
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
