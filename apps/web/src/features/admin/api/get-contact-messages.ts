import { adminContactMessageListResponseSchema } from '@app/core/admin/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminQueryKey } from './use-admin-change';

export async function getContactMessages(signal?: AbortSignal) {
  const response = await apiClient.get('/api/admin/contact-messages?limit=100', signal);
  const { contactMessages, hasMore } = adminContactMessageListResponseSchema.parse(response);
  return { items: contactMessages, hasMore };
}

export function useContactMessages() {
  return useQuery({
    queryKey: [...adminQueryKey, 'contact-messages'],
    queryFn: ({ signal }) => getContactMessages(signal),
    staleTime: 0,
  });
}
