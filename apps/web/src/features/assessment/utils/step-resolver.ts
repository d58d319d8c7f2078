import type { FieldErrors, Resolver } from 'react-hook-form';
import type { AssessmentFormValues } from './form-values';
import { loadStepChecks } from './load-step-checks';
import type { StepIssue } from './step-validation';
import type { StepIndex } from './steps';

/**
 * react-hook-form's resolver for the step on screen: Next (a submit of the form) passes only when that
 * step's fields are valid under the core's schemas, and the review checks the whole assessment.
 */
export function createStepResolver(getStep: () => StepIndex): Resolver<AssessmentFormValues> {
  return async (values) => {
    const { validateStep } = await loadStepChecks();
    const issues = validateStep(getStep(), values);
    return issues.length === 0 ? { values, errors: {} } : { values: {}, errors: toFieldErrors(issues) };
  };
}

export function toFieldErrors(issues: readonly StepIssue[]): FieldErrors<AssessmentFormValues> {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const error = { type: 'validate', message: issue.key };
    const [head, tail] = issue.field.split('.') as [string, string | undefined];
    if (tail === undefined) errors[head] = error;
    else errors[head] = { ...(errors[head] as object | undefined), [tail]: error };
  }
  return errors as FieldErrors<AssessmentFormValues>;
}
