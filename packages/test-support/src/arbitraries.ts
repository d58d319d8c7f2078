import {
  type AnswerId,
  type AnswerValue,
  answerIds,
  answerValues,
  isExposureAnswer,
} from '@app/core/assessment/answers';
import { employeeBandRanges, employeeBands, industries } from '@app/core/assessment/company';
import {
  type FollowUpId,
  type FollowUpValue,
  followUpDefinitions,
  followUpIds,
  isExposureFollowUp,
  listFollowUpValues,
} from '@app/core/assessment/follow-ups';
import type { AssessmentInput } from '@app/core/assessment/schema';
import fc from 'fast-check';

const answerValue = fc.constantFrom(...answerValues);

const followUpsArbitrary = fc.record(
  Object.fromEntries(followUpIds.map((id) => [id, fc.constantFrom(...listFollowUpValues(id))])) as Record<
    FollowUpId,
    fc.Arbitrary<FollowUpValue>
  >,
  { requiredKeys: [] },
);

/**
 * Random valid inputs: any industry, size and answers, any subset of follow-ups answered with any value
 * each offers, and sometimes an exact headcount inside the band.
 */
export const assessmentInputArbitrary: fc.Arbitrary<AssessmentInput> = fc
  .record({
    industry: fc.constantFrom(...industries),
    employeeCount: fc.constantFrom(...employeeBands),
    answers: fc.record(
      Object.fromEntries(answerIds.map((id) => [id, answerValue])) as Record<AnswerId, typeof answerValue>,
    ),
    followUps: fc.option(followUpsArbitrary, { nil: undefined }),
    headcountPosition: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
  })
  .map(({ headcountPosition, followUps, ...value }) => {
    const range = employeeBandRanges[value.employeeCount];
    const max = Math.min(range.max, 5000);
    const headcount =
      headcountPosition === undefined
        ? undefined
        : Math.round(range.min + headcountPosition * (max - range.min));
    return {
      companyName: 'Проба ООД',
      ...value,
      ...(value.industry === 'other' ? { specifyIndustry: 'Туризъм' } : {}),
      ...(followUps ? { followUps } : {}),
      ...(headcount === undefined ? {} : { headcount }),
    } as AssessmentInput;
  });

export type FieldRef = { kind: 'answer'; id: AnswerId } | { kind: 'followUp'; id: FollowUpId };

/** Fields that describe a measure (a control): "yes" is better practice, unlike an exposure. */
export const controlFieldArbitrary: fc.Arbitrary<FieldRef> = fc.oneof(
  fc
    .constantFrom(...answerIds.filter((id) => !isExposureAnswer(id)))
    .map((id): FieldRef => ({ kind: 'answer', id })),
  fc
    .constantFrom(...followUpIds.filter((id) => !isExposureFollowUp(id)))
    .map((id): FieldRef => ({ kind: 'followUp', id })),
);

const controlOrder: readonly AnswerValue[] = ['no', 'not_sure', 'yes'];

/**
 * The next better answer to a measure, or undefined when there is none: already "yes", "not applicable"
 * (a fact about the company, not a better practice) or unanswered (answering is not improving).
 */
export function improveField(input: AssessmentInput, field: FieldRef): AssessmentInput | undefined {
  const current = field.kind === 'answer' ? input.answers[field.id] : input.followUps?.[field.id];
  if (current === undefined || current === 'not_applicable') return undefined;
  const next = controlOrder[controlOrder.indexOf(current) + 1];
  if (!next) return undefined;
  if (field.kind === 'answer') return { ...input, answers: { ...input.answers, [field.id]: next } };
  return { ...input, followUps: { ...input.followUps, [field.id]: next } };
}

/** The input with one follow-up left unanswered. */
export function skipFollowUp(input: AssessmentInput, id: FollowUpId): AssessmentInput {
  const { [id]: _skipped, ...rest } = input.followUps ?? {};
  return { ...input, followUps: rest };
}

export const controlFollowUpIds = followUpIds.filter((id) => followUpDefinitions[id].kind === 'control');

/** Questions about a measure alone: their answer reveals no activity (no "we don't do this" choice). */
export const pureControlFollowUpIds = controlFollowUpIds.filter(
  (id) => followUpDefinitions[id].notApplicable !== 'excludes',
);
