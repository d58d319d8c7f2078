import {
  getDpiaShare,
  isProcessingSensitiveData,
  mayProcessSpecialCategories,
  readFollowUp,
} from '../assessment/applicability';
import { legalReferences } from '../catalogue/legal-references';
import { findCatalogueRecommendations } from '../catalogue/recommendation-catalogue';
import {
  type CatalogueRecommendation,
  type Priority,
  priorities,
  type RecommendationCondition,
} from '../catalogue/recommendation-types';
import type { ControlId } from './control-ids';
import type { AnalysisFacts } from './evaluate-controls';
import type { RoadmapPhaseId } from './result-ids';
import type { Recommendation } from './result-schema';

const conditionRules: Readonly<Record<RecommendationCondition, (facts: AnalysisFacts) => boolean>> = {
  always: () => true,
  // Reported by the direct-marketing question; while it is unanswered, online retail is assumed to market.
  marketing: (facts) => {
    const answer = readFollowUp(facts, 'directMarketing');
    return answer === undefined ? facts.industry === 'ecommerce' : answer !== 'not_applicable';
  },
  sensitive: isProcessingSensitiveData,
  specialCategories: mayProcessSpecialCategories,
  // Two WP248 criteria or an Art. 35(3)/(4) case call for the assessment itself; one criterion, or an
  // answer not sure, calls for a documented decision whether one is needed (WP248 rev.01, III.B).
  dpiaRequired: (facts) => getDpiaShare(facts) === 1,
  dpiaToConsider: (facts) => getDpiaShare(facts) < 1,
};

/**
 * The catalogue entries that fit this company for a control with a gap, the primary ones first (what
 * closes the gap itself, which the issue and the next-step insight name); never empty.
 */
export function findRecommendationsFor(
  controlId: ControlId,
  facts: AnalysisFacts,
): CatalogueRecommendation[] {
  const entries = findCatalogueRecommendations(controlId);
  const fitting = entries.filter((entry) => conditionRules[entry.condition](facts));
  return [...fitting.filter((entry) => entry.isPrimary), ...fitting.filter((entry) => !entry.isPrimary)];
}

function lowerPriority(priority: Priority): Priority {
  return priorities[Math.min(priorities.indexOf(priority) + 1, priorities.length - 1)] ?? 'low';
}

export function prioritise(entry: CatalogueRecommendation, severity: Priority): Priority {
  return entry.isPrimary ? severity : lowerPriority(severity);
}

/**
 * Foundation takes what is critical or high and fits its 4-6 weeks, plus the groundwork others depend on
 * (records, breach plan); enhancement takes medium work and high work that needs 4-8 weeks; the rest is
 * optimisation.
 */
export function assignPhase(entry: CatalogueRecommendation, priority: Priority): RoadmapPhaseId {
  if (entry.isFoundational) return 'foundation';
  if (priority === 'critical' || priority === 'high')
    return entry.timeline === '4-8 weeks' ? 'enhancement' : 'foundation';
  return priority === 'medium' ? 'enhancement' : 'optimization';
}

export function toRecommendation(entry: CatalogueRecommendation, severity: Priority): Recommendation {
  const priority = prioritise(entry, severity);
  return {
    id: entry.id,
    controlId: entry.controlId,
    title: entry.title,
    description: entry.description,
    steps: [...entry.steps],
    priority,
    impact: entry.impact,
    effort: entry.effort,
    cost: entry.cost,
    timeline: entry.timeline,
    articles: [...entry.articles],
    nationalLaw: entry.nationalLaw.map((id) => ({ id, text: legalReferences[id] })),
    deliverable: entry.deliverable,
    successMetric: entry.successMetric,
    phase: assignPhase(entry, priority),
  };
}

export function sortRecommendations(recommendations: Recommendation[]): Recommendation[] {
  return recommendations
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        priorities.indexOf(a.item.priority) - priorities.indexOf(b.item.priority) || a.index - b.index,
    )
    .map(({ item }) => item);
}
