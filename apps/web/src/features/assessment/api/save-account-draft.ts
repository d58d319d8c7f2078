import type { AssessmentDraft } from '@app/core/reports/schemas';
import { apiClient } from '@/lib/api-client';

/** Stores the draft in the account; the server keeps the newer of its copy and this one and returns it. */
export async function saveAccountDraft(draft: AssessmentDraft): Promise<AssessmentDraft | null> {
  const [{ draftResponseSchema }, response] = await Promise.all([
    import('@app/core/reports/schemas'),
    apiClient.put('/api/assessment-draft', draft),
  ]);
  return draftResponseSchema.parse(response).draft;
}
