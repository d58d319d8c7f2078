import { adminEarlyAccessListResponseSchema } from '@app/core/admin/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminQueryKey } from './use-admin-change';

export async function getEarlyAccessSignUps(signal?: AbortSignal) {
  const response = await apiClient.get('/api/admin/early-access?limit=100', signal);
  const { signUps, hasMore } = adminEarlyAccessListResponseSchema.parse(response);
  return { items: signUps, hasMore };
}

export function useEarlyAccessSignUps() {
  return useQuery({
    queryKey: [...adminQueryKey, 'early-access'],
    queryFn: ({ signal }) => getEarlyAccessSignUps(signal),
    staleTime: 0,
  });
}
