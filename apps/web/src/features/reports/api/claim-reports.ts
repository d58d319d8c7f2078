import { claimReportsResponseSchema } from '@app/core/reports/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { usageQueryOptions } from '@/lib/audit-usage';
import { type LocalReport, removeLocalReports } from '@/lib/local-reports';
import { reportListQueryKey } from './get-reports';

/** At most this many per request (the API's limit). */
const claimBatchSize = 50;

/**
 * What a claim did: the reports moved, those the plan had no audit left for this month, and the
 * server's words about them (null when every report fitted).
 */
export type ClaimResult = { claimed: string[]; overQuota: string[]; quotaMessage: string | null };

/**
 * Moves reports made while signed out into the account, newest first: each takes an audit of the plan
 * (docs/product-decisions.md, Plans and quotas). Those the server took leave this browser; any it
 * refused (an expired or used claim token, or no audit left) stay where they are.
 */
export async function claimReports(entries: readonly LocalReport[]): Promise<ClaimResult> {
  const claimable = entries.flatMap((entry) =>
    entry.claimToken ? [{ id: entry.report.id, claimToken: entry.claimToken }] : [],
  );
  const result: ClaimResult = { claimed: [], overQuota: [], quotaMessage: null };
  try {
    for (let start = 0; start < claimable.length; start += claimBatchSize) {
      const reports = claimable.slice(start, start + claimBatchSize);
      // With the month used up, the rest would only be refused too.
      if (result.quotaMessage) {
        result.overQuota.push(...reports.map((report) => report.id));
        continue;
      }
      const answer = await claimBatch(reports);
      result.claimed.push(...answer.claimed);
      if (answer.quotaExceeded) {
        result.overQuota.push(...answer.quotaExceeded.reportIds);
        result.quotaMessage = answer.quotaExceeded.message;
      }
    }
  } finally {
    // Even when a later batch fails, what the account already holds must not be offered again.
    if (result.claimed.length > 0) removeLocalReports(result.claimed);
  }
  return result;
}

/** One request; a refusal because not even the first report fitted is an answer too, not a failure. */
async function claimBatch(reports: ReadonlyArray<{ id: string; claimToken: string }>) {
  try {
    return claimReportsResponseSchema.parse(await apiClient.post('/api/reports/claim', { reports }));
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'QUOTA_EXCEEDED')) throw error;
    return {
      claimed: [],
      quotaExceeded: { reportIds: reports.map((report) => report.id), message: error.message },
    };
  }
}

export function useClaimReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimReports,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportListQueryKey }),
        queryClient.invalidateQueries({ queryKey: usageQueryOptions.queryKey }),
      ]),
  });
}
