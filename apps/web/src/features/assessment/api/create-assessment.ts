import type { AssessmentInput } from '@app/core/assessment/schema';
import type { CreateAssessmentResponse } from '@app/core/reports/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type CreateAssessmentRequest = { input: AssessmentInput; idempotencyKey: string };

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

/**
 * The submission as a mutation. `onSuccess` is awaited while the mutation is still pending, and a
 * failure in it fails the mutation, so the form shows one state and one error for the whole of it.
 */
export function useCreateAssessment({
  onSuccess,
  onSettled,
}: {
  onSuccess: (response: CreateAssessmentResponse) => void | Promise<void>;
  onSettled?: () => void;
}) {
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: CreateAssessmentRequest) =>
      createAssessment(input, idempotencyKey),
    onSuccess: (response) => onSuccess(response),
    ...(onSettled ? { onSettled: () => onSettled() } : {}),
  });
}
