import type { AssessmentDraft, CreateAssessmentResponse, ReportView } from '@app/core/reports/schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAuthState } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useAssessmentDraft } from '../hooks/use-assessment-draft';
import { useFocusRequest } from '../hooks/use-focus-request';
import { useLiveIssueSummary } from '../hooks/use-live-issue-summary';
import { useQuestionnaireForm } from '../hooks/use-questionnaire-form';
import { useSubmitAssessment } from '../hooks/use-submit-assessment';
import { readLocalDraft } from '../utils/draft-storage';
import { getFocusTargetId } from '../utils/field-ids';
import { createEmptyValues, toFormValues } from '../utils/form-values';
import { loadStepChecks } from '../utils/load-step-checks';
import { getStepOfField, type StepIssue } from '../utils/step-validation';
import { isStepIndex, lastStep, type StepIndex, stepNames } from '../utils/steps';
import { AssessmentStep, preloadLaterSteps } from './assessment-step';
import { ClearDraftDialog } from './clear-draft-dialog';
import { DraftNotice } from './draft-notice';
import { FormActions } from './form-actions';
import { GeneratingStatus } from './generating-status';
import { IssueSummary } from './issue-summary';
import { StepProgress } from './step-progress';
import { SubmitFailure } from './submit-failure';

const headingId = 'assessment-step-heading';
const topId = 'assessment-form-top';

/**
 * The checks (zod) and the later steps are needed at the first Next. They are fetched when the visitor
 * first touches the form, not when the page loads: evaluating them is some 80 ms of a phone's main thread,
 * which would otherwise land while the page is still becoming interactive (docs/product-decisions.md,
 * Performance budgets). Next waits for whatever has not arrived by then.
 */
function prepareNextSteps() {
  loadStepChecks().catch(() => undefined);
  void preloadLaterSteps();
}

type AssessmentFormProps = {
  onSubmitted: (report: ReportView) => void;
  /** The server refused the submission: the plan has no audit left this month. */
  onQuotaExceeded: (message: string) => void;
};

/**
 * The four-step questionnaire; `onSubmitted` receives the report once the analysis is ready. The build
 * pre-renders it empty at the first step; the browser's draft is read once the page is live, and a form
 * that has one starts again from it.
 */
export function AssessmentForm({ onSubmitted, onQuotaExceeded }: AssessmentFormProps) {
  const [initialDraft, setInitialDraft] = useState<AssessmentDraft | null>(null);
  useEffect(() => {
    let isCurrent = true;
    readLocalDraft().then(
      (draft) => isCurrent && setInitialDraft(draft),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return (
    <Questionnaire
      key={initialDraft ? 'draft' : 'empty'}
      initialDraft={initialDraft}
      onSubmitted={onSubmitted}
      onQuotaExceeded={onQuotaExceeded}
    />
  );
}

function Questionnaire({
  initialDraft,
  onSubmitted,
  onQuotaExceeded,
}: AssessmentFormProps & { initialDraft: AssessmentDraft | null }) {
  const { t } = useTranslation('assessment');
  const [step, setStep] = useState<StepIndex>(() =>
    initialDraft && isStepIndex(initialDraft.step) ? initialDraft.step : 0,
  );
  const stepRef = useRef(step);
  stepRef.current = step;
  const form = useQuestionnaireForm(
    initialDraft ? toFormValues(initialDraft.values) : createEmptyValues(),
    async () => {
      const { validateStep } = await loadStepChecks();
      return (values) => validateStep(stepRef.current, values);
    },
  );
  const draft = useAssessmentDraft({ form, step, setStep, initialDraft });
  const submission = useSubmitAssessment({ onSuccess: finishSubmission, onQuotaExceeded });
  const [summary, setSummary] = useLiveIssueSummary(form, stepRef);
  const [isConfirmingClear, setIsConfirmingClear] = useState(false);
  const focusTarget = useFocusRequest(topId);
  const statusRef = useRef<HTMLDivElement>(null);

  async function finishSubmission({ report, claimToken }: CreateAssessmentResponse) {
    // A visitor's report lives in this browser until they sign in and claim it. The store checks what it
    // reads with zod, so it loads with the answer rather than with the page.
    if (claimToken || getAuthState().status !== 'signed-in') {
      const { saveLocalReport } = await import('@/lib/local-reports');
      saveLocalReport(report, claimToken);
    }
    draft.discardDraft();
    toast.success(t('submit.complete'));
    onSubmitted(report);
  }

  function goToStep(next: StepIndex) {
    setSummary([]);
    // The notice is about where the visitor came back to; further on, its "Clear" is only a trap.
    draft.dismissRestored();
    setStep(next);
    focusTarget.request(headingId, { scrollToTop: true });
  }

  function showIssues(issues: StepIssue[]) {
    const first = issues[0];
    if (!first) return;
    const issueStep = getStepOfField(first.field);
    const stepIssues = issues.filter((issue) => getStepOfField(issue.field) === issueStep);
    if (issueStep !== stepRef.current) setStep(issueStep);
    setSummary(stepIssues);
    focusTarget.request(getFocusTargetId(first.field));
  }

  async function goNext() {
    const [issues] = await Promise.all([form.validate(), preloadLaterSteps()]);
    if (!issues) return;
    if (issues.length > 0) showIssues(issues);
    else goToStep((stepRef.current + 1) as StepIndex);
  }

  async function generate() {
    const issues = await form.validate();
    const input = issues?.length === 0 ? (await loadStepChecks()).parseAssessment(form.getValues()) : null;
    if (!input) {
      submission.stopValidating();
      if (issues) showIssues(issues);
      return;
    }
    setSummary([]);
    await submission.submit(input);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isSubmitting) return;
    if (stepRef.current < lastStep) {
      void goNext();
      return;
    }
    submission.startValidating();
    void generate();
  }

  async function confirmClear() {
    setIsConfirmingClear(false);
    setSummary([]);
    await draft.clearDraft();
    focusTarget.request(headingId, { scrollToTop: true });
  }

  return (
    <div id={topId} className="flex scroll-mt-24 flex-col gap-5">
      {draft.restoredFrom && (
        <DraftNotice
          source={draft.restoredFrom}
          onClear={() => setIsConfirmingClear(true)}
          onDismiss={draft.dismissRestored}
        />
      )}
      <StepProgress step={step} />
      <form
        noValidate
        onSubmit={handleSubmit}
        onFocus={prepareNextSteps}
        onPointerDown={prepareNextSteps}
        aria-labelledby={headingId}
        className="flex flex-col gap-6 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-8"
      >
        <div className="flex flex-col gap-1">
          <h2
            id={headingId}
            tabIndex={-1}
            className="scroll-mt-24 text-2xl font-bold text-ink focus:outline-none"
          >
            {t(`steps.names.${stepNames[step]}`)}
          </h2>
          <p className="text-ink-muted">{t(`steps.intros.${stepNames[step]}`)}</p>
        </div>
        <IssueSummary issues={summary} />
        <AssessmentStep
          step={step}
          form={form}
          isDisabled={submission.isSubmitting}
          onEdit={(target) => goToStep(target)}
        />
        {submission.failure && !submission.phase && <SubmitFailure failure={submission.failure} />}
        {submission.phase ? (
          <GeneratingStatus
            phase={submission.phase}
            isWaitingForNetwork={submission.isWaitingForNetwork}
            focusRef={statusRef}
          />
        ) : (
          <FormActions
            step={step}
            isSignedIn={draft.isSignedIn}
            onPrevious={() => goToStep((step - 1) as StepIndex)}
            onSaveDraft={() => void draft.saveDraft()}
            onClearDraft={() => setIsConfirmingClear(true)}
          />
        )}
        <p role="status" className="sr-only">
          {submission.isWaitingForNetwork
            ? t('submit.offline')
            : submission.phase
              ? t(`submit.phases.${submission.phase}`)
              : ''}
        </p>
      </form>
      <ClearDraftDialog
        isOpen={isConfirmingClear}
        isSignedIn={draft.isSignedIn}
        onClose={() => setIsConfirmingClear(false)}
        onConfirm={() => void confirmClear()}
      />
    </div>
  );
}
