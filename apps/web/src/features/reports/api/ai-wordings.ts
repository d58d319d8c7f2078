import type { AiWordings } from '@app/core/ai/schemas';
import type { Language } from '@app/core/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aiStatusQueryOptions } from '@/lib/ai-status';
import { apiClient } from '@/lib/api-client';

/** POST /api/reports/{id}/ai-recommendations: the recommendations worded for the company, kept once written. */
export async function requestAiWordings({ reportId, language }: { reportId: string; language: Language }) {
  const [{ aiWordingsResponseSchema }, response] = await Promise.all([
    import('@app/core/ai/schemas'),
    apiClient.post(`/api/reports/${encodeURIComponent(reportId)}/ai-recommendations?lang=${language}`),
  ]);
  return aiWordingsResponseSchema.parse(response).wordings as AiWordings;
}

export function useRequestAiWordings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAiWordings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiStatusQueryOptions.queryKey }),
  });
}
