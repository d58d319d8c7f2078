import type { AssessmentInput } from '@app/core/assessment/schema';
import type { CreateAssessmentResponse } from '@app/core/reports/schemas';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, getFailureMessage } from '@/lib/api-error';
import { useCreateAssessment } from '../api/create-assessment';
import { createIdempotencyKey } from '../utils/idempotency-key';

/** What the submission is really doing: checking the answers here, the server's analysis, then the result. */
export const submitPhases = ['validating', 'analysing', 'preparing'] as const;
export type SubmitPhase = (typeof submitPhases)[number];

type Attempt = { key: string; body: string };

/** Why the last submission failed; a used-up monthly quota is answered with the plans, not a retry. */
export type SubmitFailureState = { message: string; isQuotaExceeded: boolean };

/**
 * The questionnaire's submission: the answers are checked here (`startValidating`), then sent as a
 * TanStack Query mutation; `onSuccess` prepares the result (stores a visitor's report, shows it).
 */
export function useSubmitAssessment({
  onSuccess,
}: {
  onSuccess: (response: CreateAssessmentResponse) => void | Promise<void>;
}) {
  const { t } = useTranslation('errors');
  const [isValidating, setIsValidating] = useState(false);
  const [isPreparing, setIsPreparing] = useState(false);
  // One key per submission: a retry of the same answers reuses it, so the server makes one report only;
  // changed answers are a new submission.
  const attempt = useRef<Attempt | null>(null);
  const creation = useCreateAssessment({
    onSuccess: async (response) => {
      setIsPreparing(true);
      try {
        await onSuccess(response);
        attempt.current = null;
      } finally {
        setIsPreparing(false);
      }
    },
    // Cleared only now: until the mutation's own state arrives, the status stays on screen.
    onSettled: () => setIsValidating(false),
  });

  async function submit(input: AssessmentInput): Promise<void> {
    const body = JSON.stringify(input);
    if (attempt.current?.body !== body) attempt.current = { key: createIdempotencyKey(), body };
    // The mutation keeps the error; the form reads it from `failure`.
    await creation.mutateAsync({ input, idempotencyKey: attempt.current.key }).catch(() => undefined);
  }

  const phase: SubmitPhase | null = isPreparing
    ? 'preparing'
    : creation.isPending
      ? 'analysing'
      : isValidating
        ? 'validating'
        : null;
  const failure: SubmitFailureState | null = creation.error
    ? {
        message: getFailureMessage(creation.error, t('analysisFailed')),
        isQuotaExceeded: creation.error instanceof ApiError && creation.error.code === 'QUOTA_EXCEEDED',
      }
    : null;

  return {
    phase,
    failure,
    isSubmitting: phase !== null,
    /** The answers are checked on this device before anything is sent. */
    startValidating: () => {
      creation.reset();
      setIsValidating(true);
    },
    stopValidating: () => setIsValidating(false),
    submit,
  };
}
