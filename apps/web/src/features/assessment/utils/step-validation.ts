import { type AnswerId, answerSteps } from '@app/core/assessment/answers';
import type { AssessmentFacts } from '@app/core/assessment/applicability';
import { visibleFollowUps } from '@app/core/assessment/follow-up-visibility';
import { type FollowUpId, type FollowUps, followUpDefinitions } from '@app/core/assessment/follow-ups';
import { answersSchema, assessmentInputSchema, companyInfoSchema } from '@app/core/assessment/schema';
import {
  describeValidationIssue,
  type ValidationIssueLike,
  type ValidationMessage,
} from '@app/core/assessment/validation-messages';
import { z } from 'zod';
import type { AssessmentFormValues } from './form-values';
import { type CompanyField, companyFields, type StepIndex, stepAnswers } from './steps';

export type FieldPath = CompanyField | `answers.${AnswerId}`;
export type StepIssue = ValidationMessage & { field: FieldPath };

function toFacts(values: AssessmentFormValues): AssessmentFacts {
  return {
    industry: values.industry || undefined,
    employeeCount: values.employeeCount || undefined,
    answers: values.answers,
    followUps: values.followUps,
  };
}

/**
 * The follow-ups shown under `parent`: those the core says can apply to the answers so far, once the
 * parent question itself has been answered (they open from that answer).
 */
export function getShownFollowUps(values: AssessmentFormValues, parent: AnswerId): FollowUpId[] {
  if (values.answers[parent] === undefined) return [];
  return visibleFollowUps(toFacts(values)).filter((id) => followUpDefinitions[id].parent === parent);
}

/** Answers to follow-ups that are no longer shown (the answer that opened them changed) are not sent. */
export function getShownFollowUpAnswers(values: AssessmentFormValues): FollowUps {
  const shown = visibleFollowUps(toFacts(values)).filter(
    (id) => values.answers[followUpDefinitions[id].parent] !== undefined,
  );
  return Object.fromEntries(
    shown.flatMap((id) => (values.followUps[id] ? [[id, values.followUps[id]]] : [])),
  ) as FollowUps;
}

/** The schemas' input: a choice not made yet is missing ("required"), not an unknown option. */
export function toSchemaInput(values: AssessmentFormValues) {
  return {
    companyName: values.companyName,
    industry: values.industry || undefined,
    specifyIndustry: values.specifyIndustry,
    employeeCount: values.employeeCount || undefined,
    email: values.email,
    answers: values.answers,
    followUps: getShownFollowUpAnswers(values),
  };
}

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

/** The step that asks a field, so the review can send the user back to it. */
export function getStepOfField(field: FieldPath): StepIndex {
  if (!field.startsWith('answers.')) return 0;
  const id = field.slice('answers.'.length) as AnswerId;
  return stepAnswers[1]?.includes(id) ? 1 : 2;
}

/** The complete, valid assessment (the API's body), or null when something is still missing. */
export function parseAssessment(values: AssessmentFormValues) {
  const result = assessmentInputSchema.safeParse(toSchemaInput(values));
  return result.success ? result.data : null;
}
