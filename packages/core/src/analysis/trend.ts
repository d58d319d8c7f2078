import type { TrendDirection } from './result-ids';
import type { AnalysisHistoryEntry, Trend } from './result-schema';

/** Changes smaller than this are noise from a re-worded answer, not a trend. */
const trendThreshold = 3;

/** Earlier analyses only, oldest first; a history entry for this very analysis or from the future is ignored. */
export function selectPriorHistory(
  history: readonly AnalysisHistoryEntry[],
  now: Date,
  analysisId: string,
): AnalysisHistoryEntry[] {
  return history
    .filter((entry) => entry.analysisId !== analysisId && Date.parse(entry.analysedAt) < now.getTime())
    .sort(
      (a, b) => Date.parse(a.analysedAt) - Date.parse(b.analysedAt) || (a.analysisId < b.analysisId ? -1 : 1),
    );
}

/** Compares the score with the user's previous assessment; null for a first assessment. */
export function computeTrend(currentScore: number, prior: readonly AnalysisHistoryEntry[]): Trend {
  const previous = prior.at(-1);
  if (!previous) return null;
  const change = currentScore - previous.complianceScore;
  let direction: TrendDirection = 'stable';
  if (change >= trendThreshold) direction = 'improving';
  else if (change <= -trendThreshold) direction = 'declining';
  return {
    direction,
    previousScore: previous.complianceScore,
    change,
    assessmentsCompared: prior.length + 1,
  };
}
