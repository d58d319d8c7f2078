import { type AdminOutboxStatus, adminOutboxListResponseSchema } from '@app/core/admin/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminQueryKey } from './use-admin-change';

/** E-mails in one state, newest first: who to and how they fare, never what they say. */
export async function getOutbox(status: AdminOutboxStatus, signal?: AbortSignal) {
  const response = await apiClient.get(`/api/admin/outbox?status=${status}&limit=100`, signal);
  const { messages, hasMore } = adminOutboxListResponseSchema.parse(response);
  return { items: messages, hasMore };
}

export function useOutbox(status: AdminOutboxStatus) {
  return useQuery({
    queryKey: [...adminQueryKey, 'outbox', status],
    queryFn: ({ signal }) => getOutbox(status, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
