import type { Issue, Recommendation } from '@app/core/analysis/result-schema';
import type { AnalysisView } from '@app/core/plans/plan-view';

const firstActionCount = 3;

export type FirstActions =
  | { kind: 'recommendations'; items: Recommendation[] }
  | { kind: 'issues'; items: Omit<Issue, 'recommendationIds'>[] };

/**
 * "What to do first": the three most urgent open recommendations (critical or high; the analysis already
 * orders them by priority), or, where none is that urgent, the next open ones. A basic view has no
 * recommendations, so it names the gaps that cost the most points instead.
 */
export function selectFirstActions(
  analysis: AnalysisView,
  completedIds: readonly string[] = [],
): FirstActions {
  if (analysis.access === 'basic') {
    const items = [...analysis.issues]
      .map((issue, index) => ({ issue, index }))
      .sort((a, b) => b.issue.pointsLost - a.issue.pointsLost || a.index - b.index)
      .slice(0, firstActionCount)
      .map(({ issue }) => issue);
    return { kind: 'issues', items };
  }
  const open = analysis.recommendations.filter((item) => !completedIds.includes(item.id));
  const urgent = open.filter((item) => item.priority === 'critical' || item.priority === 'high');
  return { kind: 'recommendations', items: (urgent.length > 0 ? urgent : open).slice(0, firstActionCount) };
}
