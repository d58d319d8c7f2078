import { isProcessingSensitiveData, readFollowUp } from '../assessment/applicability';
import type { ControlId } from './control-ids';
import type { AnalysisFacts, ControlEvaluation } from './evaluate-controls';

export const riskLevels = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof riskLevels)[number];

export function compareRiskLevels(a: RiskLevel, b: RiskLevel): number {
  return riskLevels.indexOf(a) - riskLevels.indexOf(b);
}

export function maxRiskLevel(levels: readonly RiskLevel[]): RiskLevel {
  return levels.reduce<RiskLevel>((max, level) => (compareRiskLevels(level, max) > 0 ? level : max), 'low');
}

export function riskLevelFromScore(score: number): RiskLevel {
  if (score >= 80) return 'low';
  if (score >= 60) return 'medium';
  if (score >= 40) return 'high';
  return 'critical';
}

export const riskFloorIds = [
  'noBreachPlan',
  'insecureStorage',
  'unverifiedSecurityOfSensitiveData',
  'insecureSensitiveData',
  'recentBreachWithoutPlan',
  'unprotectedTransfers',
  'missingMandatoryDpo',
  'childrenWithoutConsent',
  'missingRequiredDpia',
  'cctvWithoutRules',
  'sensitiveDataWithoutSecurityOrPlan',
] as const;
export type RiskFloorId = (typeof riskFloorIds)[number];

/** The exposure facts the rules need; they do not change when controls are fixed. */
export interface FloorFacts {
  isSensitive: boolean;
  hadRecentBreach: boolean;
}

export function describeFloorFacts(facts: AnalysisFacts): FloorFacts {
  return {
    isSensitive: isProcessingSensitiveData(facts),
    hadRecentBreach: readFollowUp(facts, 'breachLast24Months') === 'yes',
  };
}

type ControlLookup = Readonly<Record<ControlId, ControlEvaluation>>;

interface RiskFloorRule {
  level: RiskLevel;
  applies: (facts: FloorFacts, control: ControlLookup) => boolean;
}

// Gaps so serious that the score alone must not hide them (PRODUCT.md section 5: no breach plan, or no
// secure storage where sensitive data is processed, is never "low"). Each rule only ever fires on a
// worse answer or a larger exposure, so improving an answer can never raise the risk level.
const riskFloorRules: Readonly<Record<RiskFloorId, RiskFloorRule>> = {
  noBreachPlan: { level: 'medium', applies: (_, control) => control.breachResponse.credit < 1 },
  insecureStorage: { level: 'medium', applies: (_, control) => control.security.credit === 0 },
  unverifiedSecurityOfSensitiveData: {
    level: 'medium',
    applies: (facts, control) => facts.isSensitive && control.security.credit < 1,
  },
  insecureSensitiveData: {
    level: 'high',
    applies: (facts, control) => facts.isSensitive && control.security.credit === 0,
  },
  recentBreachWithoutPlan: {
    level: 'high',
    applies: (facts, control) => facts.hadRecentBreach && control.breachResponse.credit < 1,
  },
  unprotectedTransfers: {
    level: 'medium',
    applies: (_, control) =>
      control.internationalTransfers.share === 1 && control.internationalTransfers.credit === 0,
  },
  missingMandatoryDpo: {
    level: 'medium',
    applies: (_, control) => control.dpo.share === 1 && control.dpo.credit === 0,
  },
  childrenWithoutConsent: {
    level: 'medium',
    applies: (_, control) => control.childrenData.share === 1 && control.childrenData.credit === 0,
  },
  // A DPIA is a document: not being sure one exists means it cannot be shown to КЗЛД.
  missingRequiredDpia: {
    level: 'medium',
    applies: (_, control) => control.dpia.share === 1 && control.dpia.credit < 1,
  },
  // Cameras without rules are among the most frequent subjects of complaints to КЗЛД.
  cctvWithoutRules: {
    level: 'medium',
    applies: (_, control) => control.videoSurveillance.share === 1 && control.videoSurveillance.credit === 0,
  },
  sensitiveDataWithoutSecurityOrPlan: {
    level: 'critical',
    applies: (facts, control) =>
      facts.isSensitive && control.security.credit === 0 && control.breachResponse.credit === 0,
  },
};

export interface RiskFloor {
  id: RiskFloorId;
  level: RiskLevel;
}

export function findRiskFloors(facts: FloorFacts, evaluations: readonly ControlEvaluation[]): RiskFloor[] {
  const control = {} as Record<ControlId, ControlEvaluation>;
  for (const item of evaluations) control[item.id] = item;
  return riskFloorIds
    .filter((id) => riskFloorRules[id].applies(facts, control))
    .map((id) => ({ id, level: riskFloorRules[id].level }));
}

/** The risk level: the worse of what the score says and what the critical gaps demand. */
export function deriveRiskLevel(score: number, floors: readonly RiskFloor[]): RiskLevel {
  return maxRiskLevel([riskLevelFromScore(score), ...floors.map((floor) => floor.level)]);
}
