import { type ApiKeyView, apiKeyListResponseSchema } from '@app/core/api-keys/responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const apiKeysQueryKey = ['api-keys'] as const;

/** The signed-in user's keys, active first; never the keys themselves. */
export async function getApiKeys(signal?: AbortSignal): Promise<ApiKeyView[]> {
  return apiKeyListResponseSchema.parse(await apiClient.get('/api/api-keys', signal)).apiKeys;
}

export const apiKeysQueryOptions = queryOptions({
  queryKey: apiKeysQueryKey,
  queryFn: ({ signal }) => getApiKeys(signal),
  // "Last used" changes while the integrations run: show the current value whenever the tab opens.
  staleTime: 0,
});

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions);
}
