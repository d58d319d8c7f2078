import { claimReportsResponseSchema } from '@app/core/reports/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type LocalReport, removeLocalReports } from '@/lib/local-reports';
import { reportListQueryKey } from './get-reports';

/** At most this many per request (the API's limit). */
const claimBatchSize = 50;

/**
 * Moves reports made while signed out into the account. Those the server took leave this browser; any
 * it refused (an expired or already used claim token) stay where they are.
 */
export async function claimReports(entries: readonly LocalReport[]): Promise<string[]> {
  const claimable = entries.flatMap((entry) =>
    entry.claimToken ? [{ id: entry.report.id, claimToken: entry.claimToken }] : [],
  );
  const claimed: string[] = [];
  try {
    for (let start = 0; start < claimable.length; start += claimBatchSize) {
      const reports = claimable.slice(start, start + claimBatchSize);
      const response = await apiClient.post('/api/reports/claim', { reports });
      claimed.push(...claimReportsResponseSchema.parse(response).claimed);
    }
  } finally {
    // Even when a later batch fails, what the account already holds must not be offered again.
    if (claimed.length > 0) removeLocalReports(claimed);
  }
  return claimed;
}

export function useClaimReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimReports,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportListQueryKey }),
  });
}
