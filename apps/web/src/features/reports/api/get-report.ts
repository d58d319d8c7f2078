import type { ReportView } from '@app/core/reports/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { isReportInProgress } from '../utils/report-status';
import { reportPollIntervalMs, reportsQueryKey } from './get-reports';

export const reportQueryKey = (id: string) => [...reportsQueryKey, 'detail', id] as const;

/** One report, its analysis already reduced by the server to what the user's plan may see. */
export async function getReport(id: string, signal?: AbortSignal): Promise<ReportView> {
  // The schema (and zod) loads with the answer, keeping it out of the report screens' initial JavaScript.
  const [{ reportResponseSchema }, response] = await Promise.all([
    import('@app/core/reports/schemas'),
    apiClient.get(`/api/reports/${encodeURIComponent(id)}`, signal),
  ]);
  return reportResponseSchema.parse(response).report;
}

export const reportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: reportQueryKey(id),
    queryFn: ({ signal }) => getReport(id, signal),
    // Until it is done, the report changes on the server: follow it.
    refetchInterval: (query) =>
      query.state.data && isReportInProgress(query.state.data.status) ? reportPollIntervalMs : false,
  });

export function useReport(id: string | undefined, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...reportQueryOptions(id ?? ''), enabled: isEnabled && Boolean(id) });
}
