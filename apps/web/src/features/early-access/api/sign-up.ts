import type { EarlyAccessSignUp } from '@app/core/early-access/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { readEarlyAccessMessage } from './read-message';

/** The same answer whether the address is new, waiting for confirmation or already in (no enumeration). */
export async function signUpForEarlyAccess(body: EarlyAccessSignUp): Promise<string> {
  return readEarlyAccessMessage(await apiClient.post('/api/early-access', body));
}

export function useEarlyAccessSignUp() {
  return useMutation({ mutationFn: signUpForEarlyAccess });
}
