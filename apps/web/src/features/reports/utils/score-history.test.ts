import type { ReportSummary } from '@app/core/reports/schemas';
import { describe, expect, it } from 'vitest';
import { buildScoreHistory, trendOf } from './score-history';

function summary(
  id: string,
  createdAt: string,
  score: number | null,
  status: ReportSummary['status'],
): ReportSummary {
  return {
    id,
    status,
    language: 'bg',
    company: { name: 'Тест ООД', industry: 'legal', employeeCount: 'startup' },
    complianceScore: score,
    riskLevel: score === null ? null : 'medium',
    issuesFound: score === null ? null : 3,
    createdAt,
    updatedAt: createdAt,
  };
}

describe('score history', () => {
  const reports = [
    summary('c', '2026-05-01T10:00:00.000Z', 71, 'completed'),
    summary('d', '2026-06-01T10:00:00.000Z', null, 'failed'),
    summary('a', '2026-01-01T10:00:00.000Z', 52, 'completed'),
    summary('b', '2026-03-01T10:00:00.000Z', 64, 'completed'),
  ];

  it('keeps completed reports only, oldest first', () => {
    expect(buildScoreHistory(reports).map((point) => [point.id, point.score])).toEqual([
      ['a', 52],
      ['b', 64],
      ['c', 71],
    ]);
  });

  it('compares the newest score with the one before', () => {
    expect(trendOf(buildScoreHistory(reports))).toEqual({
      direction: 'improving',
      previousScore: 64,
      change: 7,
      assessmentsCompared: 3,
    });
    expect(trendOf(buildScoreHistory(reports.slice(0, 1)))).toBeNull();
    expect(trendOf([])).toBeNull();
  });
});
