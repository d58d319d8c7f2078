import { type CreatedApiKeyResponse, createdApiKeyResponseSchema } from '@app/core/api-keys/responses';
import type { CreateApiKeyInput } from '@app/core/api-keys/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { apiKeysQueryKey } from './get-api-keys';

/** Creates a key; the answer holds the key itself, the only time the browser ever sees it. */
export async function createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKeyResponse> {
  return createdApiKeyResponseSchema.parse(await apiClient.post('/api/api-keys', input));
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
