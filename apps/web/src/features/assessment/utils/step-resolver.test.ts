import { describe, expect, it } from 'vitest';
import { createEmptyValues } from './form-values';
import { createStepResolver } from './step-resolver';
import type { StepIndex } from './steps';

describe('createStepResolver', () => {
  it('validates the step on screen and nests answer errors the way react-hook-form reads them', async () => {
    let step: StepIndex = 1;
    const resolver = createStepResolver(() => step);
    const values = { ...createEmptyValues(), answers: { collectsData: 'yes' as const } };
    const options = { fields: {}, shouldUseNativeValidation: false } as never;
    const onStep1 = await resolver(values, undefined, options);
    expect(onStep1.errors).toMatchObject({
      answers: { hasPrivacyPolicy: { type: 'validate', message: 'validation.required' } },
    });
    expect(onStep1.errors).not.toHaveProperty('companyName');
    step = 0;
    const onStep0 = await resolver(values, undefined, options);
    expect(Object.keys(onStep0.errors)).toEqual(['companyName', 'industry', 'employeeCount']);
  });
});
