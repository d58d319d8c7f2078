import { type ReportView, reportResponseSchema } from '@app/core/reports/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { reportQueryKey } from './get-report';
import { reportListQueryKey } from './get-reports';

/** Starts a failed report again; it goes back to "in progress". */
export async function retryReport(id: string): Promise<ReportView> {
  return reportResponseSchema.parse(await apiClient.post(`/api/reports/${encodeURIComponent(id)}/retry`))
    .report;
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
