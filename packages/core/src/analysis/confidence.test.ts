import { answerAll, makeInput, safeFollowUps } from '@app/test-support/assessment-fixtures';
import { describe, expect, it } from 'vitest';
import { estimateConfidence } from './confidence';

const factsOf = (input: ReturnType<typeof makeInput>) => ({ ...input });

describe('estimateConfidence', () => {
  it('is 100 when every shown question is answered for sure', () => {
    expect(estimateConfidence(factsOf(makeInput({ followUps: safeFollowUps })))).toBe(100);
  });

  it('drops 6 points per "not sure" among the ten answers', () => {
    const input = makeInput({
      followUps: safeFollowUps,
      answers: { keepsRecords: 'not_sure', hasBreachPlan: 'not_sure' },
    });
    expect(estimateConfidence(factsOf(input))).toBe(88);
  });

  it('drops 3 points per shown follow-up answered "not sure" and 2 per one left unanswered', () => {
    const { employeeRules: _unanswered, ...rest } = safeFollowUps;
    expect(estimateConfidence(factsOf(makeInput({ followUps: rest })))).toBe(98);
    expect(
      estimateConfidence(factsOf(makeInput({ followUps: { ...safeFollowUps, employeeRules: 'not_sure' } }))),
    ).toBe(97);
  });

  it('drops 10 points when the business says it collects no personal data', () => {
    expect(
      estimateConfidence(factsOf(makeInput({ followUps: safeFollowUps, answers: { collectsData: 'no' } }))),
    ).toBe(90);
  });

  it('never falls below 10', () => {
    expect(
      estimateConfidence(factsOf(makeInput({ industry: 'healthcare', answers: answerAll('not_sure') }))),
    ).toBe(10);
  });
});
