import { type AnswerId, answerSteps } from '@app/core/assessment/answers';
import { answersSchema, assessmentInputSchema, companyInfoSchema } from '@app/core/assessment/schema';
import { describeValidationIssue, type ValidationIssueLike } from '@app/core/assessment/validation-messages';
import { z } from 'zod';
import type { AssessmentFormValues } from './form-values';
import { type FieldPath, type StepIssue, toSchemaInput } from './step-validation';
import { companyFields, type StepIndex } from './steps';

// The questionnaire's checks with the core's schemas, fetched through `loadStepChecks` (step-validation.ts).

function answersOf(ids: readonly AnswerId[]) {
  const mask = Object.fromEntries(ids.map((id) => [id, true])) as Partial<Record<AnswerId, true>>;
  return z.object({ answers: answersSchema.pick(mask) });
}

// Steps 1-3 check their own fields with the core's schemas; the review checks the whole assessment, as
// the API will.
const stepSchemas: Readonly<Record<StepIndex, z.ZodType>> = {
  0: companyInfoSchema,
  1: answersOf(answerSteps.dataProcessing),
  2: answersOf(answerSteps.securityCompliance),
  3: assessmentInputSchema,
};

const fieldOrder: readonly FieldPath[] = [
  ...companyFields,
  ...[...answerSteps.dataProcessing, ...answerSteps.securityCompliance].map((id) => `answers.${id}` as const),
];

function toFieldPath(path: readonly PropertyKey[]): FieldPath | undefined {
  const joined = path.map(String).join('.');
  if ((fieldOrder as readonly string[]).includes(joined)) return joined as FieldPath;
  return undefined;
}

/**
 * What is wrong with a step's fields, one message per field, in the order the fields appear. Each message
 * is a `validation` key with its values (the limits the schema applied).
 */
export function validateStep(step: StepIndex, values: AssessmentFormValues): StepIssue[] {
  const result = stepSchemas[step].safeParse(toSchemaInput(values));
  if (result.success) return [];
  const byField = new Map<FieldPath, StepIssue>();
  for (const issue of result.error.issues) {
    const field = toFieldPath(issue.path);
    if (!field || byField.has(field)) continue;
    byField.set(field, { field, ...describeValidationIssue(issue as ValidationIssueLike) });
  }
  return [...byField.values()].sort((a, b) => fieldOrder.indexOf(a.field) - fieldOrder.indexOf(b.field));
}

/** The complete, valid assessment (the API's body), or null when something is still missing. */
export function parseAssessment(values: AssessmentFormValues) {
  const result = assessmentInputSchema.safeParse(toSchemaInput(values));
  return result.success ? result.data : null;
}
