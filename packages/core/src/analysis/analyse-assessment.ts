import { keepVisibleFollowUps, visibleFollowUps } from '../assessment/follow-up-visibility';
import type { AssessmentInput } from '../assessment/schema';
import { getCatalogueRecommendation } from '../catalogue/recommendation-catalogue';
import { buildInsights } from './build-insights';
import { buildIssues } from './build-issues';
import { buildRoadmap } from './build-roadmap';
import { estimateConfidence, listUnansweredFollowUps } from './confidence';
import { type AnalysisFacts, computePointsLost } from './evaluate-controls';
import { predictOutcomes } from './predict-outcomes';
import { methodologyVersion } from './result-ids';
import type { AnalysisHistoryEntry, AnalysisResult } from './result-schema';
import { assessRiskFactors } from './risk-factors';
import { explainRiskLevel } from './risk-level-reasons';
import { createScorer } from './score-assessment';
import { sortRecommendations, toRecommendation } from './select-recommendations';
import { computeTrend, selectPriorHistory } from './trend';

export interface AnalysisContext {
  analysisId: string;
  now: Date;
  /** The user's earlier analyses, in any order; used for the trend and the compliance-history factor. */
  history?: readonly AnalysisHistoryEntry[] | undefined;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The assessment methodology (docs/methodology.md): a pure, deterministic function of the validated
 * answers, the id and time it is given, and the user's earlier analyses.
 */
export function analyseAssessment(input: AssessmentInput, context: AnalysisContext): AnalysisResult {
  const given: AnalysisFacts = {
    industry: input.industry,
    employeeCount: input.employeeCount,
    headcount: input.headcount,
    answers: input.answers,
    followUps: input.followUps,
  };
  const facts: AnalysisFacts = { ...given, followUps: keepVisibleFollowUps(given) };
  const scorer = createScorer(facts);
  const current = scorer();
  const prior = selectPriorHistory(context.history ?? [], context.now, context.analysisId);
  const issues = buildIssues(facts, current);
  const recommendations = sortRecommendations(
    issues.flatMap((issue) =>
      issue.recommendationIds.map((id) => toRecommendation(getCatalogueRecommendation(id), issue.severity)),
    ),
  );
  const predictions = predictOutcomes(facts, scorer, recommendations);
  const trend = computeTrend(current.score, prior);
  const shown = visibleFollowUps(facts);
  const confidence = estimateConfidence(facts, shown);
  return {
    analysisId: context.analysisId,
    methodologyVersion,
    analysedAt: context.now.toISOString(),
    industry: input.industry,
    employeeCount: input.employeeCount,
    complianceScore: current.score,
    riskLevel: current.riskLevel,
    riskLevelReasons: explainRiskLevel(current, issues).map(({ id, level, clause }) => ({
      id: id as AnalysisResult['riskLevelReasons'][number]['id'],
      level,
      reason: { bg: `${capitalise(clause.bg)}.`, en: `${capitalise(clause.en)}.` },
    })),
    confidence,
    unansweredFollowUps: listUnansweredFollowUps(facts, shown).length,
    issuesFound: issues.length,
    issues,
    controls: current.evaluations.map((item) => ({
      controlId: item.id,
      kind: item.kind,
      weight: round(item.weight, 2),
      applies: round(item.share, 2),
      answer: item.answer,
      pointsLost: round(computePointsLost(item, current.scoredWeight), 1),
    })),
    riskFactors: assessRiskFactors(facts, prior),
    recommendations,
    roadmap: { phases: buildRoadmap(recommendations) },
    predictions,
    trend,
    insights: buildInsights({
      facts,
      current,
      issues,
      recommendations,
      predictions,
      trend,
      confidence,
      shown,
    }),
  };
}
