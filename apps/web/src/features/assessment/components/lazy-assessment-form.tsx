import type { ReportView } from '@app/core/reports/schemas';
import { use, useEffect } from 'react';

type FormModule = typeof import('./assessment-form');

let loaded: FormModule | undefined;
let loading: Promise<FormModule> | undefined;

/**
 * The questionnaire (react-hook-form, its steps and their checks) is its own chunk, so the page's initial
 * JavaScript stays within the 150 kB budget (PRODUCT.md section 12). It starts loading with the page's
 * chunk, in parallel with the translations; a pre-rendered form it has not reached yet stays on screen as
 * it is and is hydrated when it arrives.
 */
export function loadAssessmentForm(): Promise<FormModule> {
  // A failure stays: React shows the error boundary only when the promise it waited on rejects.
  loading ??= import('./assessment-form').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

type LazyAssessmentFormProps = {
  onSubmitted: (report: ReportView) => void;
  /** Called once the form is rendered (and so hydrated) and handles its own events. */
  onReady: () => void;
};

/** Renders in the same pass when the chunk is already loaded (as lazyScreen does), else suspends. */
export function LazyAssessmentForm({ onSubmitted, onReady }: LazyAssessmentFormProps) {
  const { AssessmentForm } = loaded ?? use(loadAssessmentForm());
  useEffect(() => onReady(), [onReady]);
  return <AssessmentForm onSubmitted={onSubmitted} />;
}
