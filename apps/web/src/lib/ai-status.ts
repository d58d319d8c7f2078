import type { AiStatus } from '@app/core/ai/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';

async function parseStatus(response: unknown): Promise<AiStatus> {
  // The schema (and zod) loads with the answer, out of the screens' initial JavaScript.
  const { aiStatusResponseSchema } = await import('@app/core/ai/schemas');
  return aiStatusResponseSchema.parse(response).ai;
}

/** GET /api/ai/status: whether the AI features are on for the user, and this month's AI requests. */
export async function getAiStatus(signal?: AbortSignal): Promise<AiStatus> {
  return parseStatus(await apiClient.get('/api/ai/status', signal));
}

export const aiStatusQueryOptions = queryOptions({
  queryKey: ['account', 'ai-status'] as const,
  queryFn: ({ signal }) => getAiStatus(signal),
  staleTime: 0,
});

/** Only where a provider is configured and someone is signed in (useAiProvider, useAuth). */
export function useAiStatus({ enabled }: { enabled: boolean }) {
  return useQuery({ ...aiStatusQueryOptions, enabled });
}

/** PUT /api/ai/settings: turns the AI features on or off for the user. */
export function useSetAiEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) => parseStatus(await apiClient.put('/api/ai/settings', { enabled })),
    onSuccess: (status) => queryClient.setQueryData(aiStatusQueryOptions.queryKey, status),
  });
}
