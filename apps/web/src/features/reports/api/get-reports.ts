import type { ReportSummary } from '@app/core/reports/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { isReportInProgress } from '../utils/report-status';

export const reportsQueryKey = ['reports'] as const;
export const reportListQueryKey = [...reportsQueryKey, 'list'] as const;

/** Watching a report being made: often enough to feel live, rarely enough to cost nothing. */
export const reportPollIntervalMs = 3000;

/** The signed-in user's reports, newest first. */
export async function getReports(signal?: AbortSignal): Promise<ReportSummary[]> {
  // The schema (and zod) loads with the answer, keeping it out of the report screens' initial JavaScript.
  const [{ reportListResponseSchema }, response] = await Promise.all([
    import('@app/core/reports/schemas'),
    apiClient.get('/api/reports', signal),
  ]);
  const { reports } = reportListResponseSchema.parse(response);
  return [...reports].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export const reportsQueryOptions = queryOptions({
  queryKey: reportListQueryKey,
  queryFn: ({ signal }) => getReports(signal),
  // Reports are made in another tab or screen; show the current list whenever it is opened.
  staleTime: 0,
  refetchInterval: (query) =>
    query.state.data?.some((report) => isReportInProgress(report.status)) ? reportPollIntervalMs : false,
});

export function useReports({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...reportsQueryOptions, enabled: isEnabled });
}
