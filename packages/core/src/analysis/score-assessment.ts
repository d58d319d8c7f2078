import type { ControlId } from './control-ids';
import {
  type AnalysisFacts,
  type ControlEvaluation,
  computeRawScore,
  computeScore,
  evaluateControls,
  sumCoreWeight,
} from './evaluate-controls';
import {
  deriveRiskLevel,
  describeFloorFacts,
  findRiskFloors,
  type RiskFloor,
  type RiskLevel,
} from './risk-level';

export interface AssessmentScore {
  evaluations: ControlEvaluation[];
  coreWeight: number;
  score: number;
  /** Unclamped, so gains can be compared even when the score sits at 0. */
  rawScore: number;
  floors: RiskFloor[];
  riskLevel: RiskLevel;
}

/** Scores the answers, optionally as if the `resolved` controls were fixed (used for predictions). */
export type Scorer = (resolved?: ReadonlySet<ControlId>) => AssessmentScore;

/**
 * Weights, shares and exposure facts do not change when controls are fixed, so they are computed once
 * and every re-score (predictions, next-step gains) only swaps credits.
 */
export function createScorer(facts: AnalysisFacts): Scorer {
  const base = evaluateControls(facts);
  const coreWeight = sumCoreWeight(base);
  const floorFacts = describeFloorFacts(facts);
  return (resolved) => {
    const evaluations =
      resolved && resolved.size > 0
        ? base.map((item) => (resolved.has(item.id) ? { ...item, answer: 'yes' as const, credit: 1 } : item))
        : base;
    const score = computeScore(evaluations);
    const floors = findRiskFloors(floorFacts, evaluations);
    return {
      evaluations,
      coreWeight,
      score,
      rawScore: computeRawScore(evaluations),
      floors,
      riskLevel: deriveRiskLevel(score, floors),
    };
  };
}

export function scoreAssessment(facts: AnalysisFacts, resolved?: ReadonlySet<ControlId>): AssessmentScore {
  return createScorer(facts)(resolved);
}
