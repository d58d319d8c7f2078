import type { AssessmentInput } from '@app/core/assessment/schema';
import type { CreateAssessmentResponse } from '@app/core/reports/schemas';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, getFailureMessage } from '@/lib/api-error';
import { createAssessment } from '../api/create-assessment';
import { createIdempotencyKey } from '../utils/idempotency-key';

/** What the submission is really doing: checking the answers here, the server's analysis, then the result. */
export const submitPhases = ['validating', 'analysing', 'preparing'] as const;
export type SubmitPhase = (typeof submitPhases)[number];

type Attempt = { key: string; body: string };

/** Why the last submission failed; a used-up monthly quota is answered with the plans, not a retry. */
export type SubmitFailureState = { message: string; isQuotaExceeded: boolean };

export function useSubmitAssessment({
  onSuccess,
}: {
  onSuccess: (response: CreateAssessmentResponse) => void | Promise<void>;
}) {
  const { t } = useTranslation('errors');
  const [phase, setPhase] = useState<SubmitPhase | null>(null);
  const [failure, setFailure] = useState<SubmitFailureState | null>(null);
  // One key per submission: a retry of the same answers reuses it, so the server makes one report only;
  // changed answers are a new submission.
  const attempt = useRef<Attempt | null>(null);

  async function submit(input: AssessmentInput): Promise<void> {
    const body = JSON.stringify(input);
    if (attempt.current?.body !== body) attempt.current = { key: createIdempotencyKey(), body };
    setPhase('analysing');
    try {
      const response = await createAssessment(input, attempt.current.key);
      setPhase('preparing');
      await onSuccess(response);
      attempt.current = null;
    } catch (error) {
      setFailure({
        message: getFailureMessage(error, t('analysisFailed')),
        isQuotaExceeded: error instanceof ApiError && error.code === 'QUOTA_EXCEEDED',
      });
    } finally {
      setPhase(null);
    }
  }

  return {
    phase,
    failure,
    isSubmitting: phase !== null,
    /** The answers are checked on this device before anything is sent. */
    startValidating: () => {
      setFailure(null);
      setPhase('validating');
    },
    stopValidating: () => setPhase(null),
    submit,
  };
}
