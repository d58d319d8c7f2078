import { type AnswerId, answerSteps } from '@app/core/assessment/answers';

/** The questionnaire's four steps, in order. */
export const stepNames = ['company', 'dataProcessing', 'securityCompliance', 'review'] as const;
export type StepName = (typeof stepNames)[number];
export type StepIndex = 0 | 1 | 2 | 3;
export const lastStep: StepIndex = 3;

export const companyFields = [
  'companyName',
  'industry',
  'specifyIndustry',
  'employeeCount',
  'headcount',
  'email',
] as const;
export type CompanyField = (typeof companyFields)[number];

/** The answers asked on steps 2 and 3. */
export const stepAnswers: Readonly<Partial<Record<StepIndex, readonly AnswerId[]>>> = {
  1: answerSteps.dataProcessing,
  2: answerSteps.securityCompliance,
};

export function isStepIndex(value: number): value is StepIndex {
  return Number.isInteger(value) && value >= 0 && value <= lastStep;
}
