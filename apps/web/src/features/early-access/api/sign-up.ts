import { type EarlyAccessSignUp, earlyAccessResponseSchema } from '@app/core/early-access/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The same answer whether the address is new, waiting for confirmation or already in (no enumeration). */
export async function signUpForEarlyAccess(body: EarlyAccessSignUp): Promise<string> {
  return earlyAccessResponseSchema.parse(await apiClient.post('/api/early-access', body)).message;
}

export function useEarlyAccessSignUp() {
  return useMutation({ mutationFn: signUpForEarlyAccess });
}
