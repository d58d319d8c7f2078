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

/** Why the last submission failed, when trying again may help. */
export type SubmitFailureState = { message: string };

/**
 * The questionnaire's submission: the answers are checked here (`startValidating`), then sent as a
 * TanStack Query mutation; `onSuccess` prepares the result (stores a visitor's report, shows it). A
 * used-up plan goes to `onQuotaExceeded` with the server's message: retrying cannot help, the screen
 * shows the ways on instead.
 */
export function useSubmitAssessment({
  onSuccess,
  onQuotaExceeded,
}: {
  onSuccess: (response: CreateAssessmentResponse) => void | Promise<void>;
  onQuotaExceeded?: (message: string) => void;
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
    // The mutation keeps any other error; the form reads it from `failure`.
    await creation.mutateAsync({ input, idempotencyKey: attempt.current.key }).catch((error: unknown) => {
      if (isQuotaExceeded(error)) onQuotaExceeded?.(error.message);
    });
  }

  const phase: SubmitPhase | null = isPreparing
    ? 'preparing'
    : creation.isPending
      ? 'analysing'
      : isValidating
        ? 'validating'
        : null;
  const failure: SubmitFailureState | null =
    creation.error && !(onQuotaExceeded && isQuotaExceeded(creation.error))
      ? { message: getFailureMessage(creation.error, t('analysisFailed')) }
      : null;

  return {
    phase,
    failure,
    isSubmitting: phase !== null,
    /** Sent while the device was offline: held until the connection is back, then sent by itself. */
    isWaitingForNetwork: creation.isPaused,
    /** The answers are checked on this device before anything is sent. */
    startValidating: () => {
      creation.reset();
      setIsValidating(true);
    },
    stopValidating: () => setIsValidating(false),
    submit,
  };
}

function isQuotaExceeded(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'QUOTA_EXCEEDED';
}
