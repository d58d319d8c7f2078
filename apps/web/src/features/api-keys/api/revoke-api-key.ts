import { type ApiKeyView, revokedApiKeyResponseSchema } from '@app/core/api-keys/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { apiKeysQueryKey } from './get-api-keys';

export async function revokeApiKey(id: string): Promise<ApiKeyView> {
  const response = await apiClient.request(`/api/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
  return revokedApiKeyResponseSchema.parse(response).apiKey;
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
