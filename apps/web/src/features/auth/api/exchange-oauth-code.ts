import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { AuthUser } from '@/lib/auth';
import { startSessionFrom } from './start-session-from';

/** Trades the one-time code that social sign-in brought back to /auth/callback for a session. */
export async function exchangeOAuthCode(code: string) {
  return startSessionFrom(await apiClient.post('/api/auth/oauth/exchange', { code }));
}

/** `onSuccess` here, not in mutate(): signing in moves to another screen, and this still runs then. */
export function useExchangeOAuthCode(options: { onSuccess?: (user: AuthUser) => void } = {}) {
  return useMutation({ mutationFn: exchangeOAuthCode, onSuccess: options.onSuccess });
}
