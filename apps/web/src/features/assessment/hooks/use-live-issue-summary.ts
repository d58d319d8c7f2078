import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AssessmentFormValues } from '../utils/form-values';
import { loadStepChecks } from '../utils/load-step-checks';
import { keepOpenIssues, type StepIssue } from '../utils/step-validation';
import type { StepIndex } from '../utils/steps';

/**
 * The "please complete" summary of a step: set when Next (or Generate) finds something missing, then kept
 * true as the user answers, so an answered question leaves the list at once instead of at the next press.
 * Nothing is added meanwhile: a list that grew while the user types would only distract.
 */
export function useLiveIssueSummary(
  form: UseFormReturn<AssessmentFormValues>,
  stepRef: { readonly current: StepIndex },
) {
  const [summary, setSummary] = useState<StepIssue[]>([]);
  const isShown = summary.length > 0;
  useEffect(() => {
    if (!isShown) return;
    let isCurrent = true;
    const subscription = form.watch(() => {
      // Loaded by the press that showed the summary; resolves at once.
      void loadStepChecks().then((checks) => {
        if (!isCurrent) return;
        const open = checks.validateStep(stepRef.current, form.getValues());
        setSummary((shown) => keepOpenIssues(shown, open));
      });
    });
    return () => {
      isCurrent = false;
      subscription.unsubscribe();
    };
  }, [form, stepRef, isShown]);
  return [summary, setSummary] as const;
}
