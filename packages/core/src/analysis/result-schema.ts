import { z } from 'zod';
import { answerValues } from '../assessment/answers';
import { employeeBands, industries } from '../assessment/company';
import { legalReferenceIds } from '../catalogue/legal-references';
import { priorities, ratingLevels, timelines } from '../catalogue/recommendation-types';
import { localizedTextSchema as text } from '../i18n/localized-text';
import { controlIds } from './control-ids';
import {
  driverIds,
  insightKinds,
  methodologyVersions,
  riskFactorIds,
  roadmapPhaseIds,
  trendDirections,
} from './result-ids';
import { legacyRiskFloorIds, riskFloorIds, riskLevels } from './risk-level';

const percent = z.number().int().min(0).max(100);
const riskLevel = z.enum(riskLevels);
const controlId = z.enum(controlIds);
const fineTier = z.enum(['83(4)', '83(5)', 'national']);
const phaseId = z.enum(roadmapPhaseIds);
const legalReference = z.object({ id: z.enum(legalReferenceIds), text });

export const issueSchema = z.object({
  controlId,
  severity: z.enum(priorities),
  answer: z.enum(['no', 'not_sure']),
  /** The answers (and company facts) that produced the gap. */
  answerIds: z.array(z.enum(driverIds)),
  /** GDPR articles, stored as `33` or `5(1)(e)`; format with formatGdprArticle. Empty for a duty of national law only. */
  articles: z.array(z.string()),
  nationalLaw: z.array(legalReference),
  fineTiers: z.array(fineTier),
  title: text,
  risk: text,
  notes: z.array(text),
  /** Score points this gap costs. */
  pointsLost: z.number().min(0).max(100),
  recommendationIds: z.array(z.string()).min(1),
});

export const controlResultSchema = z.object({
  controlId,
  /** `conditional` is the 2026.1 name of what 2027.1 calls a follow-up control. */
  kind: z.enum(['core', 'followUp', 'conditional']),
  weight: z.number().positive(),
  /** 0-1: how far the control applies. */
  applies: z.number().min(0).max(1),
  /** `unknown`: a follow-up left unanswered, so the control is not in the score (2027.1). */
  answer: z.enum([...answerValues, 'not_applicable', 'unknown']),
  pointsLost: z.number().min(0).max(100),
});

export const riskFactorSchema = z.object({
  id: z.enum(riskFactorIds),
  label: text,
  score: percent,
  level: riskLevel,
  drivers: z.array(z.enum(driverIds)),
});

export const recommendationSchema = z.object({
  id: z.string(),
  controlId,
  title: text,
  description: text,
  steps: z.array(text).min(1),
  priority: z.enum(priorities),
  impact: z.enum(ratingLevels),
  effort: z.enum(ratingLevels),
  cost: z.enum(ratingLevels),
  timeline: z.enum(timelines),
  articles: z.array(z.string()).min(1),
  nationalLaw: z.array(legalReference),
  deliverable: text,
  successMetric: text,
  phase: phaseId,
});

export const roadmapPhaseSchema = z.object({
  id: phaseId,
  label: text,
  minWeeks: z.number().int().positive(),
  maxWeeks: z.number().int().positive(),
  startWeek: z.number().int().min(0),
  endWeek: z.number().int().positive(),
  recommendationIds: z.array(z.string()),
  objectives: z.array(text),
  deliverables: z.array(text),
  successMetrics: z.array(text),
});

export const predictionsSchema = z.object({
  complianceTrend: z.object({
    currentScore: percent,
    predictedScoreAt12Months: percent,
    expectedChange: z.number().int(),
  }),
  riskPrediction: z.object({
    current: riskLevel,
    predictedAt6Months: riskLevel,
    currentRiskScore: percent,
    predictedRiskScoreAt6Months: percent,
    reduction: z.number().int(),
  }),
  /** Score and risk level once each phase is done, cumulatively. */
  milestones: z.array(
    z.object({ phase: phaseId, week: z.number().int(), complianceScore: percent, riskLevel }),
  ),
  /** What the predictions assume (2027.1; absent from earlier results). */
  assumptions: z
    .object({
      /** How much longer than planned the roadmap is assumed to take. */
      paceFactor: z.number().positive(),
      /** Credit assumed at the horizon for work that must be kept up (training, requests, retention…). */
      ongoingCredit: z.number().min(0).max(1),
      statements: z.array(text),
    })
    .optional(),
  violationRiskAreas: z.array(
    z.object({
      controlId,
      title: text,
      riskScore: percent,
      enforcementFrequency: z.enum(['high', 'medium', 'low']),
      fineTiers: z.array(fineTier),
      articles: z.array(z.string()),
    }),
  ),
});

export const trendSchema = z
  .object({
    direction: z.enum(trendDirections),
    previousScore: percent,
    change: z.number().int(),
    assessmentsCompared: z.number().int().positive(),
  })
  .nullable();

export const insightSchema = z.object({ id: z.string(), kind: z.enum(insightKinds), text });

export const riskLevelReasonSchema = z.object({
  /** A floor, or `severeGap` when a gap's severity holds the level up (2027.1). */
  id: z.enum([...riskFloorIds, ...legacyRiskFloorIds, 'severeGap']),
  level: riskLevel,
  reason: text,
});

export const analysisResultSchema = z.object({
  analysisId: z.string().min(1),
  methodologyVersion: z.enum(methodologyVersions),
  analysedAt: z.iso.datetime(),
  industry: z.enum(industries),
  employeeCount: z.enum(employeeBands),
  complianceScore: percent,
  riskLevel,
  /** Critical gaps that hold the risk level above what the score alone would give. */
  riskLevelReasons: z.array(riskLevelReasonSchema),
  confidence: percent,
  /** Follow-ups shown for these answers and left unanswered: they lower confidence only (2027.1). */
  unansweredFollowUps: z.number().int().min(0).optional(),
  issuesFound: z.number().int().min(0),
  issues: z.array(issueSchema),
  controls: z.array(controlResultSchema),
  riskFactors: z.array(riskFactorSchema).length(riskFactorIds.length),
  recommendations: z.array(recommendationSchema),
  roadmap: z.object({ phases: z.array(roadmapPhaseSchema).length(roadmapPhaseIds.length) }),
  predictions: predictionsSchema,
  trend: trendSchema,
  insights: z.array(insightSchema),
});

export type AnalysisResult = z.infer<typeof analysisResultSchema>;
export type Issue = z.infer<typeof issueSchema>;
export type ControlResult = z.infer<typeof controlResultSchema>;
export type RiskFactor = z.infer<typeof riskFactorSchema>;
export type Recommendation = z.infer<typeof recommendationSchema>;
export type RoadmapPhase = z.infer<typeof roadmapPhaseSchema>;
export type Predictions = z.infer<typeof predictionsSchema>;
export type Trend = z.infer<typeof trendSchema>;
export type Insight = z.infer<typeof insightSchema>;
export type RiskLevelReason = z.infer<typeof riskLevelReasonSchema>;

/** An earlier analysis of the same user, passed in to compute the trend and compliance history. */
export const analysisHistoryEntrySchema = z.object({
  analysisId: z.string().min(1),
  analysedAt: z.iso.datetime(),
  complianceScore: percent,
});
export type AnalysisHistoryEntry = z.infer<typeof analysisHistoryEntrySchema>;
