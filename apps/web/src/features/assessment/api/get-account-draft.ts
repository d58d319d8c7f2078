import type { AssessmentDraft } from '@app/core/reports/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const accountDraftQueryKey = ['assessment', 'draft'] as const;

export async function getAccountDraft(signal?: AbortSignal): Promise<AssessmentDraft | null> {
  const [{ draftResponseSchema }, response] = await Promise.all([
    import('@app/core/reports/schemas'),
    apiClient.get('/api/assessment-draft', signal),
  ]);
  return draftResponseSchema.parse(response).draft;
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
