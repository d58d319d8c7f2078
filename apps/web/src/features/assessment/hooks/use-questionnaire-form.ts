import type { AnswerId, AnswerValue } from '@app/core/assessment/answers';
import type { FollowUpId, FollowUpValue } from '@app/core/assessment/follow-ups';
import type { ChangeEvent } from 'react';
import { useState, useSyncExternalStore } from 'react';
import type { AssessmentFormValues } from '../utils/form-values';
import type { FieldPath, StepIssue } from '../utils/step-validation';
import type { CompanyField } from '../utils/steps';

/** A field's message key (`validation.required`…), for the fields of the step last checked. */
export type FieldErrors = Partial<Record<FieldPath, string>>;
export type QuestionnaireState = { values: AssessmentFormValues; errors: FieldErrors };
/** What changed: a field the user set (saved to the draft), values replaced at once, or messages only. */
export type FormChange = { kind: 'edit'; name: string } | { kind: 'reset' } | { kind: 'errors' };
/** The checks of the step on screen, loaded with zod on first use (load-step-checks.ts). */
type LoadValidator = () => Promise<(values: AssessmentFormValues) => StepIssue[]>;
type TextField = Exclude<CompanyField, 'employeeCount'>;

/**
 * The questionnaire's values and messages, outside React so that every hook reads the latest at once
 * (a change followed at once by Next, the draft written on each change). It does what the form used of
 * react-hook-form for about 12 kB gzip less, which the questionnaire's 150 kB budget needs
 * (docs/decisions/003-prerendering.md, Budget): a check of the step on Next that replaces the messages,
 * and after the first check, each change checking its own field again.
 */
export function createQuestionnaireForm(initialValues: AssessmentFormValues, loadValidator: LoadValidator) {
  let state: QuestionnaireState = { values: initialValues, errors: {} };
  let isChecked = false;
  /** Bumped by reset(), so a check still running for the old values is dropped. */
  let resetCount = 0;
  const listeners = new Set<(change: FormChange) => void>();

  function publish(next: QuestionnaireState, change: FormChange) {
    state = next;
    for (const listener of listeners) listener(change);
  }

  async function recheck(name: FieldPath) {
    const atReset = resetCount;
    const validate = await loadValidator();
    if (atReset !== resetCount) return;
    const issue = validate(state.values).find((current) => current.field === name);
    if (state.errors[name] === issue?.key) return;
    const { [name]: _removed, ...errors } = state.errors;
    publish({ ...state, errors: issue ? { ...errors, [name]: issue.key } : errors }, { kind: 'errors' });
  }

  function setValue(name: TextField | 'employeeCount', value: string): void;
  function setValue(name: `answers.${AnswerId}`, value: AnswerValue): void;
  function setValue(name: `followUps.${FollowUpId}`, value: FollowUpValue): void;
  function setValue(name: string, value: string) {
    const [group, key] = name.split('.') as [string, string | undefined];
    const values = { ...state.values };
    if (key === undefined) Object.assign(values, { [group]: value });
    else if (group === 'answers') values.answers = { ...values.answers, [key]: value };
    else values.followUps = { ...values.followUps, [key]: value };
    publish({ ...state, values }, { kind: 'edit', name });
    if (isChecked && group !== 'followUps') void recheck(name as FieldPath);
  }

  return {
    getState: () => state,
    getValues: () => state.values,
    setValue,
    subscribe(listener: (change: FormChange) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Checks the step on screen and shows its messages; null when a reset came meanwhile. */
    async validate(): Promise<StepIssue[] | null> {
      const atReset = resetCount;
      const validate = await loadValidator();
      if (atReset !== resetCount) return null;
      const issues = validate(state.values);
      isChecked = true;
      const errors: FieldErrors = {};
      for (const issue of issues) errors[issue.field] ??= issue.key;
      publish({ ...state, errors }, { kind: 'errors' });
      return issues;
    },
    reset(values: AssessmentFormValues) {
      resetCount += 1;
      isChecked = false;
      publish({ values, errors: {} }, { kind: 'reset' });
    },
  };
}

export type QuestionnaireForm = ReturnType<typeof createQuestionnaireForm>;

export function useQuestionnaireForm(initialValues: AssessmentFormValues, loadValidator: LoadValidator) {
  const [form] = useState(() => createQuestionnaireForm(initialValues, loadValidator));
  return form;
}

/** The values and messages, re-rendering the component on each change. */
export function useQuestionnaireState(form: QuestionnaireForm): QuestionnaireState {
  return useSyncExternalStore(form.subscribe, form.getState, form.getState);
}

/** A text field or select bound to the form. */
export function bindTextField(form: QuestionnaireForm, name: TextField) {
  return {
    name,
    value: form.getValues()[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      form.setValue(name, event.target.value),
  };
}
