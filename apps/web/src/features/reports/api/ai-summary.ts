import type { AiSummary } from '@app/core/ai/schemas';
import type { Language } from '@app/core/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aiStatusQueryOptions } from '@/lib/ai-status';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/reports/{id}/ai-summary: the management summary, written once by the language model and
 * read back after that. A request, not a read: writing it uses one of the plan's AI requests.
 */
export async function requestAiSummary({ reportId, language }: { reportId: string; language: Language }) {
  const [{ aiSummaryResponseSchema }, response] = await Promise.all([
    import('@app/core/ai/schemas'),
    apiClient.post(`/api/reports/${encodeURIComponent(reportId)}/ai-summary?lang=${language}`),
  ]);
  return aiSummaryResponseSchema.parse(response).summary as AiSummary;
}

export function useRequestAiSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAiSummary,
    // The subscription tab's count of AI requests changes with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiStatusQueryOptions.queryKey }),
  });
}
