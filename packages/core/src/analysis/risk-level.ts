import {
  getChildrenOnPremisesShare,
  isProcessingSensitiveData,
  readFollowUp,
} from '../assessment/applicability';
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

/** Whether the risk level is above the score's own band, so the reasons for it are worth saying. */
function isRiskLevelRaised(analysis: { riskLevel: RiskLevel; complianceScore: number }): boolean {
  return compareRiskLevels(analysis.riskLevel, riskLevelFromScore(analysis.complianceScore)) > 0;
}

/**
 * The reasons to give for a raised risk level, in the report and its risk-level insight alike: those
 * that hold it where it is. A floor below the level (unsecured data is "at least medium" in a report
 * that is high because the data is sensitive) says the same thing again, weaker.
 */
export function listDecisiveReasons<Reason extends { level: RiskLevel }>(analysis: {
  riskLevel: RiskLevel;
  complianceScore: number;
  riskLevelReasons: readonly Reason[];
}): Reason[] {
  if (!isRiskLevelRaised(analysis)) return [];
  return analysis.riskLevelReasons.filter((reason) => reason.level === analysis.riskLevel);
}

export const riskFloorIds = [
  'noBreachPlan',
  'insecureStorage',
  'unverifiedSecurityOfSensitiveData',
  'insecureSensitiveData',
  'recentBreachWithoutPlan',
  'recentBreachWithUnconfirmedSecurity',
  'unprotectedTransfers',
  'missingMandatoryDpo',
  'childrenWithoutParentalConsent',
  'missingRequiredDpia',
  'cctvWithoutRules',
  'childrenFilmedWithoutRules',
  'automatedDecisionsWithoutSafeguards',
  'noLawfulBasis',
  'sensitiveDataWithoutSecurityOrPlan',
] as const;
export type RiskFloorId = (typeof riskFloorIds)[number];

/** Floors of earlier methodology versions, kept so stored results stay readable. */
export const legacyRiskFloorIds = ['childrenWithoutConsent'] as const;

/** The exposure facts the rules need; they do not change when controls are fixed. */
export interface FloorFacts {
  isSensitive: boolean;
  hadRecentBreach: boolean;
  hasChildrenOnPremises: boolean;
}

export function describeFloorFacts(facts: AnalysisFacts): FloorFacts {
  return {
    isSensitive: isProcessingSensitiveData(facts),
    hadRecentBreach: readFollowUp(facts, 'breachLast24Months') === 'yes',
    hasChildrenOnPremises: getChildrenOnPremisesShare(facts) === 1,
  };
}

type ControlLookup = Readonly<Record<ControlId, ControlEvaluation>>;

interface RiskFloorRule {
  level: RiskLevel;
  /** The controls whose gap the floor is about; their issues take the floor's severity. */
  controls: readonly ControlId[];
  applies: (facts: FloorFacts, control: ControlLookup) => boolean;
}

/** Answered and not confirmed; an unknown answer never sets a floor. */
const isUnmet = (item: ControlEvaluation) =>
  item.share > 0 && (item.answer === 'no' || item.answer === 'not_sure');
const isAnsweredNo = (item: ControlEvaluation) => item.share > 0 && item.answer === 'no';

// Gaps so serious that the score alone must not hide them (docs/methodology.md, section 5). Each rule only
// fires on a worse answer or a larger exposure, so improving an answer can never raise the risk level.
const riskFloorRules: Readonly<Record<RiskFloorId, RiskFloorRule>> = {
  noBreachPlan: {
    level: 'medium',
    controls: ['breachResponse'],
    applies: (_, c) => isUnmet(c.breachResponse),
  },
  insecureStorage: { level: 'medium', controls: ['security'], applies: (_, c) => isAnsweredNo(c.security) },
  unverifiedSecurityOfSensitiveData: {
    level: 'medium',
    controls: ['security'],
    applies: (facts, c) => facts.isSensitive && isUnmet(c.security),
  },
  insecureSensitiveData: {
    level: 'high',
    controls: ['security'],
    applies: (facts, c) => facts.isSensitive && isAnsweredNo(c.security),
  },
  recentBreachWithoutPlan: {
    level: 'high',
    controls: ['breachResponse'],
    applies: (facts, c) => facts.hadRecentBreach && isUnmet(c.breachResponse),
  },
  // A breach has shown the measures can fail; not knowing whether they are now adequate is serious.
  recentBreachWithUnconfirmedSecurity: {
    level: 'high',
    controls: ['security'],
    applies: (facts, c) => facts.hadRecentBreach && isUnmet(c.security),
  },
  unprotectedTransfers: {
    level: 'medium',
    controls: ['internationalTransfers'],
    applies: (_, c) => isAnsweredNo(c.internationalTransfers),
  },
  missingMandatoryDpo: {
    level: 'medium',
    controls: ['dpo'],
    applies: (_, c) => c.dpo.share === 1 && isAnsweredNo(c.dpo),
  },
  childrenWithoutParentalConsent: {
    level: 'medium',
    controls: ['childrenData'],
    applies: (_, c) => isAnsweredNo(c.childrenData),
  },
  // A DPIA is a document: not knowing whether one exists means it cannot be shown to КЗЛД.
  missingRequiredDpia: {
    level: 'medium',
    controls: ['dpia'],
    applies: (_, c) => c.dpia.share === 1 && isUnmet(c.dpia),
  },
  // Cameras without rules are among the most frequent subjects of complaints to КЗЛД.
  cctvWithoutRules: {
    level: 'medium',
    controls: ['videoSurveillance'],
    applies: (_, c) => isAnsweredNo(c.videoSurveillance),
  },
  // Children are vulnerable data subjects (Recitals 38, 75): filming them without rules is more serious.
  // Only where children are surely in the building (a school, a kindergarten); an app's young users are
  // not filmed, and a pharmacy's occasional young customer is not a population under its care.
  childrenFilmedWithoutRules: {
    level: 'high',
    controls: ['videoSurveillance'],
    applies: (facts, c) => facts.hasChildrenOnPremises && isAnsweredNo(c.videoSurveillance),
  },
  // Decisions with legal effects taken by a machine alone, with none of the Art. 22(3) safeguards.
  automatedDecisionsWithoutSafeguards: {
    level: 'high',
    controls: ['automatedDecisions'],
    applies: (_, c) => isAnsweredNo(c.automatedDecisions),
  },
  noLawfulBasis: {
    level: 'medium',
    controls: ['lawfulBasis'],
    applies: (_, c) => isAnsweredNo(c.lawfulBasis),
  },
  sensitiveDataWithoutSecurityOrPlan: {
    level: 'critical',
    controls: ['security', 'breachResponse'],
    applies: (facts, c) => facts.isSensitive && isAnsweredNo(c.security) && isAnsweredNo(c.breachResponse),
  },
};

export function listFloorControls(id: RiskFloorId): readonly ControlId[] {
  return riskFloorRules[id].controls;
}

/** How high a floor the gap holds: the index of the highest floor level among those it sets, -1 for none. */
export function rankHeldFloor(id: ControlId, floors: readonly RiskFloor[]): number {
  return Math.max(
    -1,
    ...floors
      .filter((floor) => listFloorControls(floor.id).includes(id))
      .map((floor) => riskLevels.indexOf(floor.level)),
  );
}

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
