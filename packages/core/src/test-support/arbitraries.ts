import fc from 'fast-check';
import {
  type AnswerId,
  type AnswerValue,
  answerIds,
  answerValues,
  isExposureAnswer,
} from '../assessment/answers';
import { employeeBands, industries } from '../assessment/company';
import { type FollowUpId, followUpIds, isExposureFollowUp } from '../assessment/follow-ups';
import type { AssessmentInput } from '../assessment/schema';

const answerValue = fc.constantFrom(...answerValues);

/** Random valid inputs: any industry, size and answers, with any subset of follow-ups answered. */
export const assessmentInputArbitrary: fc.Arbitrary<AssessmentInput> = fc
  .record({
    industry: fc.constantFrom(...industries),
    employeeCount: fc.constantFrom(...employeeBands),
    answers: fc.record(
      Object.fromEntries(answerIds.map((id) => [id, answerValue])) as Record<AnswerId, typeof answerValue>,
    ),
    followUps: fc.option(
      fc.record(
        Object.fromEntries(followUpIds.map((id) => [id, answerValue])) as Record<
          FollowUpId,
          typeof answerValue
        >,
        {
          requiredKeys: [],
        },
      ),
      { nil: undefined },
    ),
  })
  .map((value) => ({
    companyName: 'Проба ООД',
    ...value,
    ...(value.industry === 'other' ? { specifyIndustry: 'Туризъм' } : {}),
    ...(value.followUps ? {} : { followUps: undefined }),
  }))
  .map(({ followUps, ...rest }) => (followUps ? { ...rest, followUps } : rest) as AssessmentInput);

export type FieldRef = { kind: 'answer'; id: AnswerId } | { kind: 'followUp'; id: FollowUpId };

export const fieldArbitrary: fc.Arbitrary<FieldRef> = fc.oneof(
  fc.constantFrom(...answerIds).map((id): FieldRef => ({ kind: 'answer', id })),
  fc.constantFrom(...followUpIds).map((id): FieldRef => ({ kind: 'followUp', id })),
);

// For a control "yes" is better; for an exposure (does this kind of processing happen?) "no" is safer.
const controlOrder: readonly AnswerValue[] = ['no', 'not_sure', 'yes'];
const exposureOrder: readonly AnswerValue[] = ['yes', 'not_sure', 'no'];

function isExposure(field: FieldRef): boolean {
  return field.kind === 'answer' ? isExposureAnswer(field.id) : isExposureFollowUp(field.id);
}

/** The next better answer for a field, or undefined when it is already the best; unanswered = not sure. */
export function improveField(input: AssessmentInput, field: FieldRef): AssessmentInput | undefined {
  const order = isExposure(field) ? exposureOrder : controlOrder;
  const current =
    field.kind === 'answer' ? input.answers[field.id] : (input.followUps?.[field.id] ?? 'not_sure');
  const next = order[order.indexOf(current) + 1];
  if (!next) return undefined;
  if (field.kind === 'answer') return { ...input, answers: { ...input.answers, [field.id]: next } };
  return { ...input, followUps: { ...input.followUps, [field.id]: next } };
}
