import type { AnalysisView } from '@app/core/plans/plan-view';

export type RoadmapProgress = { done: number; total: number; percent: number };

/** How much of the roadmap is done: the recommendations marked done out of all of them. */
export function measureRoadmapProgress(
  analysis: AnalysisView,
  completedIds: readonly string[],
): RoadmapProgress | null {
  if (analysis.access === 'basic') return null;
  const total = analysis.recommendations.length;
  const completed = new Set(completedIds);
  const done = analysis.recommendations.filter((item) => completed.has(item.id)).length;
  return { done, total, percent: total === 0 ? 100 : Math.round((done / total) * 100) };
}
