import type { Trend } from '@app/core/analysis/result-schema';
import { computeTrend } from '@app/core/analysis/trend';
import type { ReportSummary } from '@app/core/reports/schemas';

export type ScorePoint = { id: string; date: string; score: number };

/** The completed reports' scores, oldest first: the user's history of assessments. */
export function buildScoreHistory(reports: readonly ReportSummary[]): ScorePoint[] {
  return reports
    .flatMap((report) =>
      report.status === 'completed' && report.complianceScore !== null
        ? [{ id: report.id, date: report.createdAt, score: report.complianceScore }]
        : [],
    )
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/** The newest score against the one before, by the methodology's own rule (small changes are stable). */
export function trendOf(history: readonly ScorePoint[]): Trend {
  const latest = history.at(-1);
  if (!latest) return null;
  const prior = history
    .slice(0, -1)
    .map((point) => ({ analysisId: point.id, analysedAt: point.date, complianceScore: point.score }));
  return computeTrend(latest.score, prior);
}
