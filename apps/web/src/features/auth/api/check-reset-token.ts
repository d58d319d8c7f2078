import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export async function checkResetToken(resetToken: string): Promise<void> {
  await apiClient.post('/api/auth/reset-password/check', { resetToken });
}

/**
 * Whether the e-mailed link can still be used, asked once when its page opens: a used or expired link
 * says so at once instead of after a new password has been typed. The refusal is the server's message,
 * in the user's language; anything else (offline, a server error) leaves the form to answer on submit.
 */
export function useResetTokenRefusal(resetToken: string): string | undefined {
  const check = useQuery({
    queryKey: ['reset-token-check', resetToken],
    queryFn: () => checkResetToken(resetToken),
    enabled: resetToken !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const { error } = check;
  return error instanceof ApiError && error.code === 'TOKEN_INVALID' ? error.message : undefined;
}
