import { messageResponseSchema } from '@app/core/auth/responses';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Erases the account (Art. 17); the password confirms it, if the account has one. */
export async function deleteAccount(password: string): Promise<string> {
  const body = password ? { password } : undefined;
  return messageResponseSchema.parse(await apiClient.request('/api/account', { method: 'DELETE', body }))
    .message;
}

export function useDeleteAccount(options: { onSuccess?: (message: string) => void } = {}) {
  return useMutation({ mutationFn: deleteAccount, onSuccess: options.onSuccess });
}
