import { adminUserListResponseSchema } from '@app/core/admin/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminQueryKey } from './use-admin-change';

/** Accounts whose address contains `email` (all when empty), newest first. */
export async function getAdminUsers(email: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: '50', ...(email ? { email } : {}) });
  const response = await apiClient.get(`/api/admin/users?${query}`, signal);
  const { users, hasMore } = adminUserListResponseSchema.parse(response);
  return { items: users, hasMore };
}

export function useAdminUsers(email: string) {
  return useQuery({
    queryKey: [...adminQueryKey, 'users', email],
    queryFn: ({ signal }) => getAdminUsers(email, signal),
    // An administrator acts on what the accounts are now.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
