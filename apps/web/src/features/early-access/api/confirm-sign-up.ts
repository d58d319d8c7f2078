import { earlyAccessResponseSchema } from '@app/core/early-access/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export async function confirmSignUp(token: string): Promise<string> {
  return earlyAccessResponseSchema.parse(await apiClient.post('/api/early-access/confirm', { token }))
    .message;
}

export function useConfirmSignUp() {
  return useMutation({ mutationFn: confirmSignUp });
}
