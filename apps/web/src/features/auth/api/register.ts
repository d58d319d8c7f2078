import type { RegisterInput } from '@app/core/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { AuthUser } from '@/lib/auth';
import { startSessionFrom } from './start-session-from';

/** Creates the account; the server signs the new user in at once. */
export async function register(input: RegisterInput) {
  return startSessionFrom(await apiClient.post('/api/auth/register', input));
}

/** `onSuccess` here, not in mutate(): signing in moves to another screen, and this still runs then. */
export function useRegister(options: { onSuccess?: (user: AuthUser) => void } = {}) {
  return useMutation({ mutationFn: register, onSuccess: options.onSuccess });
}
