import type { ControlId } from './control-ids';
import {
  type AnalysisFacts,
  type ControlEvaluation,
  computeRawScore,
  computeScore,
  evaluateControls,
  sumScoredWeight,
} from './evaluate-controls';
import { describeFloorFacts, findRiskFloors, type RiskFloor, type RiskLevel } from './risk-level';
import { alignSeverities, deriveRiskLevel, rateGaps, type Severities } from './severity';

export interface AssessmentScore {
  evaluations: ControlEvaluation[];
  /** The weight that applies and is answered: the score's denominator. */
  scoredWeight: number;
  score: number;
  /** Unrounded, so gains can be compared precisely. */
  rawScore: number;
  floors: RiskFloor[];
  riskLevel: RiskLevel;
  severities: Severities;
}

/**
 * Scores the answers, optionally with some controls assumed improved to at least the given credit (used
 * for predictions).
 */
export type Scorer = (improved?: ReadonlyMap<ControlId, number>) => AssessmentScore;

function improve(item: ControlEvaluation, credit: number | undefined): ControlEvaluation {
  if (credit === undefined || item.credit === null || item.credit >= credit) return item;
  // Done by then: the answer becomes "yes", though ongoing work may earn less than full credit.
  return { ...item, answer: 'yes', credit };
}

/**
 * Weights, shares and exposure facts do not change when controls improve, so they are computed once and
 * every re-score only swaps credits.
 */
export function createScorer(facts: AnalysisFacts): Scorer {
  const base = evaluateControls(facts);
  const scoredWeight = sumScoredWeight(base);
  const floorFacts = describeFloorFacts(facts);
  // Without improvements the score is asked for more than once (the analysis, the predictions).
  const unimproved = rescore(undefined);
  return (improved) => (improved?.size ? rescore(improved) : unimproved);

  function rescore(improved: ReadonlyMap<ControlId, number> | undefined): AssessmentScore {
    const evaluations =
      improved && improved.size > 0 ? base.map((item) => improve(item, improved.get(item.id))) : base;
    const score = computeScore(evaluations);
    const floors = findRiskFloors(floorFacts, evaluations);
    const gaps = rateGaps(evaluations, floors);
    const riskLevel = deriveRiskLevel(score, floors, gaps);
    return {
      evaluations,
      scoredWeight,
      score,
      rawScore: computeRawScore(evaluations),
      floors,
      riskLevel,
      severities: alignSeverities(gaps, riskLevel, evaluations, floors),
    };
  }
}

export function scoreAssessment(facts: AnalysisFacts): AssessmentScore {
  return createScorer(facts)();
}
