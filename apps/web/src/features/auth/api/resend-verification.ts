import { messageResponseSchema } from '@app/core/auth/responses';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function resendVerification(): Promise<string> {
  return messageResponseSchema.parse(await apiClient.post('/api/auth/resend-verification')).message;
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
