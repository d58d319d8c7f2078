import { lazy, Suspense } from 'react';
import { ensureNamespaces } from '@/lib/i18n';
import { loadOnce } from '@/lib/load-once';
import type { QuestionnaireForm } from '../hooks/use-questionnaire-form';
import { type StepIndex, stepAnswers } from '../utils/steps';
import { CompanyStep } from './company-step';

/*
 * The page is pre-rendered and hydrated at the first step; the later steps, with the follow-up questions'
 * texts in both languages (about 11 kB gzip), are a chunk of their own, out of the page's initial
 * JavaScript (docs/decisions/003-prerendering.md, Budget). The form fetches it when the visitor first touches
 * it, and Next waits for it.
 */
type LaterSteps = typeof import('./later-steps');
let loadedSteps: LaterSteps | undefined;
const loadLaterSteps = loadOnce(async () => {
  const [module] = await Promise.all([import('./later-steps'), ensureNamespaces(['assessment-questions'])]);
  loadedSteps = module;
  return module;
});

const lazySteps = {
  AnswersStep: lazy(() => loadLaterSteps().then((module) => ({ default: module.AnswersStep }))),
  ReviewStep: lazy(() => loadLaterSteps().then((module) => ({ default: module.ReviewStep }))),
};

/**
 * Fetches the later steps ahead of the first Next, which waits for it so that the step renders without a
 * fallback; a failed download settles too, and is tried again when a step is shown.
 */
export function preloadLaterSteps(): Promise<void> {
  return loadLaterSteps().then(
    () => undefined,
    () => undefined,
  );
}

type AssessmentStepProps = {
  step: StepIndex;
  form: QuestionnaireForm;
  isDisabled: boolean;
  onEdit: (step: StepIndex) => void;
};

export function AssessmentStep({ step, form, isDisabled, onEdit }: AssessmentStepProps) {
  if (step === 0) return <CompanyStep form={form} />;
  const answerIds = stepAnswers[step];
  // Once the chunk is here, the step renders in the same pass as the heading that takes focus. `lazy`
  // would suspend for a moment even then, and React keeps a fallback for at least 300 ms, during which a
  // keyboard user's Tab would skip the step's questions.
  const { AnswersStep, ReviewStep } = loadedSteps ?? lazySteps;
  return (
    <Suspense fallback={<LaterStepLoading />}>
      {answerIds ? (
        <AnswersStep form={form} answerIds={answerIds} />
      ) : (
        <ReviewStep form={form} onEdit={onEdit} isDisabled={isDisabled} />
      )}
    </Suspense>
  );
}

/** Holds some of the step's height while its chunk arrives, so the buttons below do not jump far. */
function LaterStepLoading() {
  return <div aria-hidden="true" className="min-h-64" />;
}
