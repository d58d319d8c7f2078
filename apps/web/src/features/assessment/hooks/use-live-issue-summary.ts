import { useEffect, useState } from 'react';
import { loadStepChecks } from '../utils/load-step-checks';
import { keepOpenIssues, type StepIssue } from '../utils/step-validation';
import type { StepIndex } from '../utils/steps';
import type { QuestionnaireForm } from './use-questionnaire-form';

/**
 * The "please complete" summary of a step: set when Next (or Generate) finds something missing, then kept
 * true as the user answers, so an answered question leaves the list at once instead of at the next press.
 * Nothing is added meanwhile: a list that grew while the user types would only distract.
 */
export function useLiveIssueSummary(form: QuestionnaireForm, stepRef: { readonly current: StepIndex }) {
  const [summary, setSummary] = useState<StepIssue[]>([]);
  const isShown = summary.length > 0;
  useEffect(() => {
    if (!isShown) return;
    let isCurrent = true;
    const unsubscribe = form.subscribe((change) => {
      if (change.kind === 'errors') return;
      // Loaded by the press that showed the summary; resolves at once.
      void loadStepChecks().then((checks) => {
        if (!isCurrent) return;
        const open = checks.validateStep(stepRef.current, form.getValues());
        setSummary((shown) => keepOpenIssues(shown, open));
      });
    });
    return () => {
      isCurrent = false;
      unsubscribe();
    };
  }, [form, stepRef, isShown]);
  return [summary, setSummary] as const;
}
