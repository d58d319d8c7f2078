import { controlTexts } from '../catalogue/control-texts';
import { reviewCycle, roadmapPhaseLabels } from '../catalogue/roadmap-texts';
import type { LocalizedText } from '../i18n/localized-text';
import { type RoadmapPhaseId, roadmapPhaseIds } from './result-ids';
import type { Recommendation, RoadmapPhase } from './result-schema';

/** Phase durations (docs/methodology.md, section 8); phases run in turn, so each ends at its longest. */
export const phaseDurations: Readonly<Record<RoadmapPhaseId, { minWeeks: number; maxWeeks: number }>> = {
  foundation: { minWeeks: 4, maxWeeks: 6 },
  enhancement: { minWeeks: 6, maxWeeks: 8 },
  optimization: { minWeeks: 4, maxWeeks: 6 },
};

function computePhaseEndWeeks(): Readonly<Record<RoadmapPhaseId, number>> {
  let week = 0;
  const ends = {} as Record<RoadmapPhaseId, number>;
  for (const id of roadmapPhaseIds) {
    week += phaseDurations[id].maxWeeks;
    ends[id] = week;
  }
  return ends;
}

/** The week each phase ends in the plan as written. */
export const phaseEndWeeks = computePhaseEndWeeks();

function unique(texts: LocalizedText[]): LocalizedText[] {
  const seen = new Set<string>();
  return texts.filter((item) => {
    if (seen.has(item.en)) return false;
    seen.add(item.en);
    return true;
  });
}

/** Objectives, deliverables and success metrics of each phase come from the recommendations placed in it. */
export function buildRoadmap(recommendations: readonly Recommendation[]): RoadmapPhase[] {
  const ends = phaseEndWeeks;
  return roadmapPhaseIds.map((id) => {
    const items = recommendations.filter((item) => item.phase === id);
    const isLast = id === 'optimization';
    return {
      id,
      label: roadmapPhaseLabels[id],
      ...phaseDurations[id],
      startWeek: ends[id] - phaseDurations[id].maxWeeks,
      endWeek: ends[id],
      recommendationIds: items.map((item) => item.id),
      objectives: unique([
        ...items.map((item) => controlTexts[item.controlId].objective),
        ...(isLast ? [reviewCycle.objective] : []),
      ]),
      deliverables: [...items.map((item) => item.deliverable), ...(isLast ? [reviewCycle.deliverable] : [])],
      successMetrics: [
        ...items.map((item) => item.successMetric),
        ...(isLast ? [reviewCycle.successMetric] : []),
      ],
    };
  });
}
