import { describe, expect, it } from 'vitest';
import { createEmptyValues } from '../utils/form-values';
import { validateStep } from '../utils/step-checks';
import type { StepIndex } from '../utils/steps';
import { createQuestionnaireForm, type FormChange } from './use-questionnaire-form';

function createForm(step: StepIndex) {
  const changes: FormChange[] = [];
  const form = createQuestionnaireForm(
    createEmptyValues(),
    async () => (values) => validateStep(step, values),
  );
  form.subscribe((change) => changes.push(change));
  return { form, changes };
}

describe('createQuestionnaireForm', () => {
  it('checks only the step on screen and shows its messages by field', async () => {
    const { form } = createForm(0);
    form.setValue('answers.collectsData', 'yes');
    const issues = await form.validate();
    expect(issues?.map((issue) => issue.field)).toEqual(['companyName', 'industry', 'employeeCount']);
    expect(form.getState().errors).toEqual({
      companyName: 'validation.required',
      industry: 'validation.required',
      employeeCount: 'validation.required',
    });
  });

  it('keeps nested answers apart and tells the draft which field the user changed', () => {
    const { form, changes } = createForm(1);
    form.setValue('answers.collectsData', 'yes');
    form.setValue('followUps.publicBody', 'no');
    expect(form.getValues().answers).toEqual({ collectsData: 'yes' });
    expect(form.getValues().followUps).toEqual({ publicBody: 'no' });
    expect(changes).toEqual([
      { kind: 'edit', name: 'answers.collectsData' },
      { kind: 'edit', name: 'followUps.publicBody' },
    ]);
  });

  it('after a check, a change clears or sets the message of its own field only', async () => {
    const { form } = createForm(0);
    await form.validate();
    form.setValue('companyName', 'Зелена аптека ЕООД');
    await new Promise((resolve) => setTimeout(resolve));
    expect(form.getState().errors).toEqual({
      industry: 'validation.required',
      employeeCount: 'validation.required',
    });
    form.setValue('companyName', 'З');
    await new Promise((resolve) => setTimeout(resolve));
    expect(form.getState().errors.companyName).toBe('validation.minLength');
  });

  it('before any check, a change shows no message', async () => {
    const { form } = createForm(0);
    form.setValue('companyName', 'З');
    await new Promise((resolve) => setTimeout(resolve));
    expect(form.getState().errors).toEqual({});
  });

  it('a reset replaces the values, clears the messages and drops a check still running', async () => {
    const { form, changes } = createForm(0);
    const running = form.validate();
    form.reset({ ...createEmptyValues(), companyName: 'Нова ООД' });
    expect(await running).toBeNull();
    expect(form.getState()).toEqual({
      values: { ...createEmptyValues(), companyName: 'Нова ООД' },
      errors: {},
    });
    expect(changes).toEqual([{ kind: 'reset' }]);
  });
});
