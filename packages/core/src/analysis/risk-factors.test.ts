import { analyse, makeInput, safeFollowUps } from '@app/test-support/assessment-fixtures';
import { describe, expect, it } from 'vitest';
import { riskFactorIds } from './result-ids';
import { riskLevelFromFactorScore } from './risk-factors';

const factor = (result: ReturnType<typeof analyse>, id: (typeof riskFactorIds)[number]) => {
  const found = result.riskFactors.find((item) => item.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('risk factors', () => {
  it('lists the thirteen factors in their fixed order, each with drivers', () => {
    const result = analyse(makeInput());
    expect(result.riskFactors.map((item) => item.id)).toEqual([...riskFactorIds]);
    for (const item of result.riskFactors) {
      expect(item.drivers.length).toBeGreaterThan(0);
      expect(item.level).toBe(riskLevelFromFactorScore(item.score));
    }
  });

  it('reads breach history from the follow-up', () => {
    const breached = analyse(
      makeInput({ answers: { hasBreachPlan: 'no' }, followUps: { breachLast24Months: 'yes' } }),
    );
    const clean = analyse(makeInput({ followUps: { breachLast24Months: 'no' } }));
    expect(factor(breached, 'breachHistory').score).toBe(85);
    expect(factor(clean, 'breachHistory').level).toBe('low');
  });

  it('reads compliance history from earlier analyses', () => {
    const input = makeInput({ followUps: safeFollowUps });
    expect(factor(analyse(input), 'complianceHistory').score).toBe(40);
    const history = [
      { analysisId: 'a', analysedAt: '2025-01-10T10:00:00.000Z', complianceScore: 90 },
      { analysisId: 'b', analysedAt: '2025-09-10T10:00:00.000Z', complianceScore: 60 },
    ];
    expect(factor(analyse(input, history), 'complianceHistory').score).toBe(35);
  });

  it('rates sensitivity by industry and special categories', () => {
    expect(factor(analyse(makeInput({ industry: 'healthcare' })), 'dataSensitivity').level).toBe('critical');
    const plain = analyse(makeInput({ followUps: { specialCategories: 'no' } }));
    expect(factor(plain, 'dataSensitivity').level).toBe('medium');
  });

  it('rates each control factor from its answer', () => {
    const result = analyse(
      makeInput({ answers: { hasPrivacyPolicy: 'no', allowsDataRequests: 'not_sure' } }),
    );
    expect(factor(result, 'privacyPolicy')).toMatchObject({
      score: 90,
      level: 'critical',
      drivers: ['hasPrivacyPolicy'],
    });
    expect(factor(result, 'dataSubjectRights')).toMatchObject({ score: 70, level: 'high' });
    expect(factor(result, 'dataRetention').score).toBe(10);
  });
});
