import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { readEarlyAccessMessage } from './read-message';

/** Needs no sign-in: the token from any programme e-mail is enough. */
export async function unsubscribe(token: string): Promise<string> {
  return readEarlyAccessMessage(await apiClient.post('/api/early-access/unsubscribe', { token }));
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
