import type { ReportView } from '@app/core/reports/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { reportQueryKey } from './get-report';
import { reportListQueryKey } from './get-reports';

/** Starts a failed report again; it goes back to "in progress". */
export async function retryReport(id: string): Promise<ReportView> {
  // The schema (and zod) loads with the answer, keeping it out of the report screens' initial JavaScript.
  const [{ reportResponseSchema }, response] = await Promise.all([
    import('@app/core/reports/schemas'),
    apiClient.post(`/api/reports/${encodeURIComponent(id)}/retry`),
  ]);
  return reportResponseSchema.parse(response).report;
}

export function useRetryReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryReport,
    onSuccess: (report) => {
      queryClient.setQueryData(reportQueryKey(report.id), report);
      return queryClient.invalidateQueries({ queryKey: reportListQueryKey });
    },
  });
}
