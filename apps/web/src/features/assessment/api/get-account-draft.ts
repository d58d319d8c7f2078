import { type AssessmentDraft, draftResponseSchema } from '@app/core/reports/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const accountDraftQueryKey = ['assessment', 'draft'] as const;

export async function getAccountDraft(signal?: AbortSignal): Promise<AssessmentDraft | null> {
  return draftResponseSchema.parse(await apiClient.get('/api/assessment-draft', signal)).draft;
}

export const accountDraftQueryOptions = queryOptions({
  queryKey: accountDraftQueryKey,
  queryFn: ({ signal }) => getAccountDraft(signal),
  // Read once when the form opens; from then on the form itself is the newest copy.
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
});

export function useAccountDraft({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...accountDraftQueryOptions, enabled: isEnabled });
}
