import { adminAuditListResponseSchema } from '@app/core/admin/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminQueryKey } from './use-admin-change';

/** The newest changes made by administrators. */
export async function getAuditLog(signal?: AbortSignal) {
  const response = await apiClient.get('/api/admin/audit?limit=100', signal);
  const { entries, hasMore } = adminAuditListResponseSchema.parse(response);
  return { items: entries, hasMore };
}

export function useAuditLog() {
  return useQuery({
    queryKey: [...adminQueryKey, 'audit'],
    queryFn: ({ signal }) => getAuditLog(signal),
    staleTime: 0,
  });
}
