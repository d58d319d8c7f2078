import { answerIds } from '../assessment/answers';
import { followUpIds } from '../assessment/follow-ups';

/** Stored with every result, so a score can always be explained by the rules that produced it. */
export const methodologyVersion = '2027.4';

/**
 * Every version a stored result may carry. Results are shown as they were computed, never recomputed,
 * so the result schema accepts the shapes of earlier versions too (docs/decisions/006).
 */
export const methodologyVersions = ['2026.1', '2027.1', '2027.2', '2027.3', methodologyVersion] as const;
export type MethodologyVersion = (typeof methodologyVersions)[number];

/** The thirteen risk factors, in the order results list them (docs/methodology.md, section 7). */
export const riskFactorIds = [
  'dataVolume',
  'dataSensitivity',
  'processingComplexity',
  'thirdPartySharing',
  'securityMeasures',
  'consentManagement',
  'dataRetention',
  'breachHistory',
  'complianceHistory',
  'regulatoryPressure',
  'employeeTraining',
  'privacyPolicy',
  'dataSubjectRights',
] as const;
export type RiskFactorId = (typeof riskFactorIds)[number];

/** Follow-ups of earlier versions, kept so stored results stay readable. */
const legacyFollowUpIds = ['transfersOutsideEea', 'videoSurveillance'] as const;

export const driverIds = [
  ...answerIds,
  ...followUpIds,
  ...legacyFollowUpIds,
  'industry',
  'employeeCount',
  'headcount',
  'history',
] as const;

export const roadmapPhaseIds = ['foundation', 'enhancement', 'optimization'] as const;
export type RoadmapPhaseId = (typeof roadmapPhaseIds)[number];

export const trendDirections = ['improving', 'declining', 'stable'] as const;
export type TrendDirection = (typeof trendDirections)[number];

export const insightKinds = [
  'nextStep',
  'milestone',
  'riskLevel',
  'industry',
  'localLaw',
  'scope',
  'confidence',
  'trend',
  'strength',
] as const;
export type InsightKind = (typeof insightKinds)[number];
