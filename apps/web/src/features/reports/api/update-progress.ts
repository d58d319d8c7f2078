import type { ReportView } from '@app/core/reports/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { reportQueryKey } from './get-report';

export type ProgressChange = { reportId: string; recommendationId: string; done: boolean };

/** Marks one recommendation of the roadmap done or not done. */
export async function updateProgress({
  reportId,
  recommendationId,
  done,
}: ProgressChange): Promise<ReportView> {
  // The schema (and zod) loads with the answer, keeping it out of the report screens' initial JavaScript.
  const [{ reportResponseSchema }, response] = await Promise.all([
    import('@app/core/reports/schemas'),
    apiClient.put(`/api/reports/${encodeURIComponent(reportId)}/progress`, { recommendationId, done }),
  ]);
  return reportResponseSchema.parse(response).report;
}

function applyChange(report: ReportView, { recommendationId, done }: ProgressChange): ReportView {
  const others = report.completedRecommendationIds.filter((id) => id !== recommendationId);
  return { ...report, completedRecommendationIds: done ? [...others, recommendationId] : others };
}

/** The tick shows at once; a failure puts it back as it was. */
export function useUpdateProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgress,
    onMutate: async (change) => {
      const key = reportQueryKey(change.reportId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ReportView>(key);
      if (previous) queryClient.setQueryData(key, applyChange(previous, change));
      return { previous };
    },
    onError: (_error, change, context) => {
      if (context?.previous) queryClient.setQueryData(reportQueryKey(change.reportId), context.previous);
    },
    onSuccess: (report) => queryClient.setQueryData(reportQueryKey(report.id), report),
  });
}
