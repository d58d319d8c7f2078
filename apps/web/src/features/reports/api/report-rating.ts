import type { RateReportInput, ReportRating } from '@app/core/reports/rating-schemas';
import { claimTokenHeader } from '@app/core/reports/ratings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Whose report it is: a signed-in reader needs nothing more, a visitor sends the report's claim token. */
export type RatingAccess = { reportId: string; claimToken: string | undefined };

const ratingQueryKey = (reportId: string) => ['report-rating', reportId] as const;
const ratingPath = (reportId: string) => `/api/reports/${encodeURIComponent(reportId)}/rating`;
const headersOf = ({ claimToken }: RatingAccess) =>
  claimToken ? { [claimTokenHeader]: claimToken } : undefined;

// The schemas (and zod) load with the answer, out of the report screen's initial JavaScript.
async function parseRating(response: unknown): Promise<ReportRating | null> {
  const { reportRatingResponseSchema } = await import('@app/core/reports/rating-schemas');
  return reportRatingResponseSchema.parse(response).rating;
}

export async function getReportRating(access: RatingAccess, signal?: AbortSignal) {
  const headers = headersOf(access);
  return parseRating(
    await apiClient.request(ratingPath(access.reportId), { signal, ...(headers ? { headers } : {}) }),
  );
}

export async function rateReport({ access, input }: { access: RatingAccess; input: RateReportInput }) {
  const headers = headersOf(access);
  const response = await apiClient.request(ratingPath(access.reportId), {
    method: 'POST',
    body: input,
    ...(headers ? { headers } : {}),
  });
  return parseRating(response);
}

/** The rating given to the report, null when none: the form is shown only then. */
export function useReportRating(access: RatingAccess, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: ratingQueryKey(access.reportId),
    queryFn: ({ signal }) => getReportRating(access, signal),
    enabled: isEnabled,
    // A 404 (not the caller's to rate) will not change by asking again.
    retry: false,
  });
}

export function useRateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateReport,
    onSuccess: (rating, { access }) => queryClient.setQueryData(ratingQueryKey(access.reportId), rating),
  });
}

/** Withdraws the consent: the rating is deleted (Art. 7(3)). */
export async function withdrawRating(access: RatingAccess): Promise<void> {
  const headers = headersOf(access);
  await apiClient.request(ratingPath(access.reportId), { method: 'DELETE', ...(headers ? { headers } : {}) });
}

export function useWithdrawRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawRating,
    onSuccess: (_, access) => queryClient.setQueryData(ratingQueryKey(access.reportId), null),
  });
}
