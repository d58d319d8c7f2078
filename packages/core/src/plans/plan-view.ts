import { z } from 'zod';
import { analysisResultSchema, issueSchema } from '../analysis/result-schema';
import { type PlanId, planDefinitions } from './plans';

export const basicIssueSchema = issueSchema.omit({ recommendationIds: true });

/**
 * What the free plan sees: the score, the risk level and why it is what it is, and the issues, without
 * recommendations or plans.
 */
export const basicAnalysisViewSchema = analysisResultSchema
  .pick({
    analysisId: true,
    methodologyVersion: true,
    analysedAt: true,
    industry: true,
    employeeCount: true,
    complianceScore: true,
    riskLevel: true,
    riskLevelReasons: true,
    confidence: true,
    unansweredFollowUps: true,
    issuesFound: true,
  })
  .extend({ access: z.literal('basic'), issues: z.array(basicIssueSchema) });

export const fullAnalysisViewSchema = analysisResultSchema.extend({ access: z.literal('full') });

/** The one shape every screen, document and endpoint receives an analysis in. */
export const analysisViewSchema = z.discriminatedUnion('access', [
  basicAnalysisViewSchema,
  fullAnalysisViewSchema,
]);

export type BasicAnalysisView = z.infer<typeof basicAnalysisViewSchema>;
export type FullAnalysisView = z.infer<typeof fullAnalysisViewSchema>;
export type AnalysisView = z.infer<typeof analysisViewSchema>;

/** Reduces an analysis to what the plan may see, so nothing downstream can show more than was paid for. */
export function restrictAnalysisToPlan(
  analysis: z.infer<typeof analysisResultSchema>,
  plan: PlanId,
): AnalysisView {
  if (planDefinitions[plan].analysisAccess === 'full') return { access: 'full', ...analysis };
  return {
    access: 'basic',
    analysisId: analysis.analysisId,
    methodologyVersion: analysis.methodologyVersion,
    analysedAt: analysis.analysedAt,
    industry: analysis.industry,
    employeeCount: analysis.employeeCount,
    complianceScore: analysis.complianceScore,
    riskLevel: analysis.riskLevel,
    riskLevelReasons: analysis.riskLevelReasons,
    confidence: analysis.confidence,
    ...(analysis.unansweredFollowUps === undefined
      ? {}
      : { unansweredFollowUps: analysis.unansweredFollowUps }),
    issuesFound: analysis.issuesFound,
    issues: analysis.issues.map(({ recommendationIds: _hidden, ...issue }) => issue),
  };
}
