import type { LoginInput } from '@app/core/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { AuthUser } from '@/lib/auth';
import { startSessionFrom } from './start-session-from';

export async function logIn(input: LoginInput) {
  return startSessionFrom(await apiClient.post('/api/auth/login', input));
}

/** `onSuccess` here, not in mutate(): signing in moves to another screen, and this still runs then. */
export function useLogIn(options: { onSuccess?: (user: AuthUser) => void } = {}) {
  return useMutation({ mutationFn: logIn, onSuccess: options.onSuccess });
}
