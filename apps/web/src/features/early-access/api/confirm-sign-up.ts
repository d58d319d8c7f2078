import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { readEarlyAccessMessage } from './read-message';

export async function confirmSignUp(token: string): Promise<string> {
  return readEarlyAccessMessage(await apiClient.post('/api/early-access/confirm', { token }));
}

export function useConfirmSignUp() {
  return useMutation({ mutationFn: confirmSignUp });
}
