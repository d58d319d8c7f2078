import { analyse, makeInput, safeFollowUps, testNow } from '@app/test-support/assessment-fixtures';
import { describe, expect, it } from 'vitest';
import { computeTrend, selectPriorHistory } from './trend';

const entry = (analysisId: string, analysedAt: string, complianceScore: number) => ({
  analysisId,
  analysedAt,
  complianceScore,
});

describe('trend', () => {
  it('is null for a first assessment', () => {
    expect(analyse(makeInput()).trend).toBeNull();
  });

  it('compares with the latest earlier assessment, ignoring order, future and the analysis itself', () => {
    const history = [
      entry('b', '2026-02-01T00:00:00.000Z', 70),
      entry('a', '2025-06-01T00:00:00.000Z', 40),
      entry('later', '2027-01-01T00:00:00.000Z', 10),
      entry('analysis-test', '2026-01-01T00:00:00.000Z', 5),
    ];
    const prior = selectPriorHistory(history, testNow, 'analysis-test');
    expect(prior.map((item) => item.analysisId)).toEqual(['a', 'b']);
    expect(computeTrend(100, prior)).toEqual({
      direction: 'improving',
      previousScore: 70,
      change: 30,
      assessmentsCompared: 3,
    });
  });

  it('calls changes under 3 points stable', () => {
    const prior = [entry('a', '2025-06-01T00:00:00.000Z', 80)];
    expect(computeTrend(82, prior)?.direction).toBe('stable');
    expect(computeTrend(77, prior)?.direction).toBe('declining');
  });

  it('adds a trend insight in both languages', () => {
    const result = analyse(makeInput({ followUps: safeFollowUps }), [
      entry('a', '2025-06-01T00:00:00.000Z', 62),
    ]);
    expect(result.trend?.direction).toBe('improving');
    const insight = result.insights.find((item) => item.kind === 'trend');
    expect(insight?.text).toEqual({
      bg: 'Оценката ви се е повишила с 38 точки спрямо предишната ви оценка.',
      en: 'Your score has risen by 38 points since your previous assessment.',
    });
  });
});
