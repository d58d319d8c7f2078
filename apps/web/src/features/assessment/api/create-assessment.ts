import type { AssessmentInput } from '@app/core/assessment/schema';
import type { CreateAssessmentResponse } from '@app/core/reports/schemas';
import { apiClient } from '@/lib/api-client';

/**
 * Analyses the assessment and creates its report. The same idempotency key on a retry returns the report
 * of the first attempt instead of a second one (docs/product-decisions.md, Questionnaire).
 */
export async function createAssessment(
  input: AssessmentInput,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<CreateAssessmentResponse> {
  // The schema (and zod) loads beside the request, keeping it out of the questionnaire's initial JavaScript.
  const [{ createAssessmentResponseSchema }, response] = await Promise.all([
    import('@app/core/reports/schemas'),
    apiClient.request('/api/assessments', {
      method: 'POST',
      body: input,
      headers: { 'Idempotency-Key': idempotencyKey },
      ...(signal ? { signal } : {}),
    }),
  ]);
  return createAssessmentResponseSchema.parse(response);
}
