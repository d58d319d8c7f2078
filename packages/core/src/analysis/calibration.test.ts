import { analyse, answerAll, makeInput } from '@app/test-support/assessment-fixtures';
import { calibrationProfiles } from '@app/test-support/calibration/index';
import { checkSeverityConsistency } from '@app/test-support/severity-consistency';
import { describe, expect, it } from 'vitest';
import { type Answers, answerIds } from '../assessment/answers';
import { employeeBands, industries } from '../assessment/company';

const companies = industries.flatMap((industry) =>
  employeeBands.map((employeeCount) => ({ industry, employeeCount })),
);

// Half the measures in place, a quarter unknown, a quarter missing; exposures answered "yes".
const mixedAnswers: Answers = {
  ...answerAll('yes'),
  secureStorage: 'not_sure',
  keepsRecords: 'no',
  hasBreachPlan: 'no',
  trainsEmployees: 'not_sure',
};

describe('calibration set (expected outcomes written by a DPO before the engine was run)', () => {
  it('covers every industry in every size, with at least 30 companies', () => {
    expect(calibrationProfiles.length).toBeGreaterThanOrEqual(30);
    const covered = new Set(
      calibrationProfiles.map(({ input }) => `${input.industry}/${input.employeeCount}`),
    );
    for (const { industry, employeeCount } of companies)
      expect(covered).toContain(`${industry}/${employeeCount}`);
  });

  it.each(calibrationProfiles)('$name', (profile) => {
    const result = analyse(profile.input);
    const [min, max] = profile.expected.scoreRange;
    expect(result.complianceScore, profile.reasons).toBeGreaterThanOrEqual(min);
    expect(result.complianceScore, profile.reasons).toBeLessThanOrEqual(max);
    expect(result.riskLevel, profile.reasons).toBe(profile.expected.riskLevel);
    // The steps a DPO would take first are among the first five issues the report lists.
    const firstIssues = result.issues.slice(0, 5).map((issue) => issue.controlId);
    for (const step of profile.expected.topSteps) expect(firstIssues).toContain(step);
    expect(checkSeverityConsistency(result)).toEqual([]);
  });
});

describe('the scale', () => {
  it.each(companies)(
    'keeps all no < all not sure < mixed < all yes apart for $industry/$employeeCount',
    (company) => {
      const scoreOf = (answers: Answers) => analyse(makeInput({ ...company, answers })).complianceScore;
      const scores = [
        scoreOf(answerAll('no')),
        scoreOf(answerAll('not_sure')),
        scoreOf(mixedAnswers),
        scoreOf(answerAll('yes')),
      ];
      for (let index = 1; index < scores.length; index += 1) {
        expect((scores[index] ?? 0) - (scores[index - 1] ?? 0)).toBeGreaterThanOrEqual(10);
      }
    },
  );

  it.each(companies)(
    'gives an all-yes $industry/$employeeCount company that skips every follow-up 85+, low risk and no gap',
    (company) => {
      const result = analyse(makeInput({ ...company, answers: answerAll('yes') }));
      expect(result.complianceScore).toBeGreaterThanOrEqual(85);
      expect(result.riskLevel).toBe('low');
      expect(result.issues).toEqual([]);
      // What was not asked lowers confidence instead.
      expect(result.confidence).toBeLessThan(100);
      expect(result.unansweredFollowUps).toBeGreaterThan(0);
    },
  );

  it('lists exactly the ten answers of the public contract', () => {
    expect(answerIds).toHaveLength(10);
  });
});
