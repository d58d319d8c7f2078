import type { AnalysisResult } from '@app/core/analysis/result-schema';
import type { Language } from '@app/core/errors';

/**
 * What the model is given to summarise: the analysis alone, in the report's language. Scores, the risk
 * level, the issues with their articles and the recommendations, by id. Never the company's name, an
 * e-mail address, the answers' free text or anything else a person typed: the analysis holds none of
 * it, and this function copies field by field, so nothing added to a report later reaches the model.
 */
export function buildSummaryInput(analysis: AnalysisResult, language: Language) {
  return {
    methodologyVersion: analysis.methodologyVersion,
    complianceScore: analysis.complianceScore,
    riskLevel: analysis.riskLevel,
    confidence: analysis.confidence,
    riskFactors: analysis.riskFactors.map((factor) => ({
      id: factor.id,
      label: factor.label[language],
      score: factor.score,
      level: factor.level,
    })),
    issues: analysis.issues.map((issue) => ({
      id: issue.controlId,
      title: issue.title[language],
      severity: issue.severity,
      risk: issue.risk[language],
      articles: issue.articles,
      pointsLost: issue.pointsLost,
      recommendationIds: issue.recommendationIds,
    })),
    recommendations: analysis.recommendations.map((recommendation) => ({
      id: recommendation.id,
      title: recommendation.title[language],
      priority: recommendation.priority,
      effort: recommendation.effort,
      cost: recommendation.cost,
      timeline: recommendation.timeline,
      articles: recommendation.articles,
    })),
    predictions: {
      scoreAt12Months: analysis.predictions.complianceTrend.predictedScoreAt12Months,
      riskLevelAt6Months: analysis.predictions.riskPrediction.predictedAt6Months,
    },
  };
}

export type SummaryInput = ReturnType<typeof buildSummaryInput>;

/** The ids a summary sentence may cite: those the analysis holds, and nothing else. */
export function listCitableIds(analysis: AnalysisResult) {
  return {
    issueIds: new Set(analysis.issues.map((issue) => issue.controlId as string)),
    articleIds: new Set([
      ...analysis.issues.flatMap((issue) => issue.articles),
      ...analysis.recommendations.flatMap((recommendation) => recommendation.articles),
    ]),
    recommendationIds: new Set(analysis.recommendations.map((recommendation) => recommendation.id)),
  };
}
