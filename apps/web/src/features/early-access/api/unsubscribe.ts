import { earlyAccessResponseSchema } from '@app/core/early-access/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Needs no sign-in: the token from any programme e-mail is enough. */
export async function unsubscribe(token: string): Promise<string> {
  return earlyAccessResponseSchema.parse(await apiClient.post('/api/early-access/unsubscribe', { token }))
    .message;
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
