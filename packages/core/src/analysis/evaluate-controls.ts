import { type AnswerId, type AnswerValue, answerCredit, answerIds } from '../assessment/answers';
import {
  type AssessmentFacts,
  getDpiaShare,
  getDpoShare,
  getMandatoryDpiaShare,
  getWhistleblowingShare,
  readFollowUp,
} from '../assessment/applicability';
import type { EmployeeBand, Industry } from '../assessment/company';
import { isFollowUpVisible } from '../assessment/follow-up-visibility';
import { type FollowUpId, followUpDefinitions } from '../assessment/follow-ups';
import { type ControlId, controlIds } from './control-ids';
import { controlDefinitions } from './controls';
import { computeControlWeight } from './weights';

/** A control's answer: the three answers, `not_applicable` where offered, `unknown` when not answered. */
export type ControlAnswer = AnswerValue | 'not_applicable' | 'unknown';

export interface ControlEvaluation {
  id: ControlId;
  kind: 'core' | 'followUp';
  weight: number;
  /** How far the control applies: 0 (not at all) to 1. */
  share: number;
  answer: ControlAnswer;
  /** 0-1, or null when the answer is unknown: then the control is left out of the score. */
  credit: number | null;
}

/** The facts the analysis needs; every field is present once the input has passed the schema. */
export interface AnalysisFacts extends AssessmentFacts {
  industry: Industry;
  employeeCount: EmployeeBand;
  answers: Record<AnswerId, AnswerValue>;
}

/** Controls whose share is not simply "the question that gives the credit is shown". */
const specialShares: Partial<Record<ControlId, (facts: AnalysisFacts) => number>> = {
  consent: (facts) =>
    facts.answers.usesConsent !== 'yes' && readFollowUp(facts, 'reliesOnConsent') === 'no' ? 0 : 1,
  dpo: getDpoShare,
  // The notification completes the DPO duty and weighs as far as that duty applies, so "appointed, not
  // notified" never costs more than "not sure whether one is appointed" (docs/methodology.md, section 4).
  dpoNotification: (facts) => (isFollowUpVisible(facts, 'dpoNotified') ? getDpoShare(facts) : 0),
  dpia: getDpiaShare,
  whistleblowing: getWhistleblowingShare,
};

function isAnswerId(source: AnswerId | FollowUpId): source is AnswerId {
  return (answerIds as readonly string[]).includes(source);
}

function readControlAnswer(facts: AnalysisFacts, id: ControlId): ControlAnswer {
  const source = controlDefinitions[id].creditSource;
  if (isAnswerId(source)) return facts.answers[source];
  return readFollowUp(facts, source) ?? 'unknown';
}

function computeShare(facts: AnalysisFacts, id: ControlId, answer: ControlAnswer): number {
  const source = controlDefinitions[id].creditSource;
  if (answer === 'not_applicable' && !isAnswerId(source)) {
    // "We don't do this" removes the control; a documented "not required" (DPO, DPIA) keeps it, met.
    if (followUpDefinitions[source].notApplicable === 'excludes') return 0;
  }
  const special = specialShares[id];
  if (special) return special(facts);
  return isAnswerId(source) || isFollowUpVisible(facts, source) ? 1 : 0;
}

function creditOf(answer: ControlAnswer): number | null {
  if (answer === 'unknown') return null;
  return answer === 'not_applicable' ? 1 : answerCredit[answer];
}

// Where the answers show the obligation for certain: one of the Art. 37(1) cases, one of the Art. 35(3)
// cases. WP248 criteria alone leave a DPIA to the controller's documented judgement.
const certainObligations: Partial<Record<ControlId, (facts: AnalysisFacts) => boolean>> = {
  dpo: (facts) => getDpoShare(facts) === 1,
  dpia: (facts) => getMandatoryDpiaShare(facts) === 1,
};

/**
 * A documented "not required" meets the duty to decide and document (Art. 5(2)) only where the answers
 * leave the obligation open; where they show it for certain, the decision contradicts the law and counts
 * as no.
 */
function settleDocumentedDecision(facts: AnalysisFacts, id: ControlId, answer: ControlAnswer): ControlAnswer {
  return answer === 'not_applicable' && certainObligations[id]?.(facts) ? 'no' : answer;
}

/** Weighs, scopes and credits every control (docs/methodology.md, sections 2-4). */
export function evaluateControls(facts: AnalysisFacts): ControlEvaluation[] {
  return controlIds.map((id) => {
    const given = readControlAnswer(facts, id);
    const share = computeShare(facts, id, given);
    const answer = share > 0 ? settleDocumentedDecision(facts, id, given) : given;
    return {
      id,
      kind: controlDefinitions[id].kind,
      weight: computeControlWeight(id, facts.industry, facts.employeeCount),
      share,
      answer,
      credit: creditOf(answer),
    };
  });
}

/** Whether the control counts in the score: it applies and its answer is known. */
export function isScored(evaluation: ControlEvaluation): boolean {
  return evaluation.share > 0 && evaluation.credit !== null;
}

/** The weight that applies: the denominator of the score. */
export function sumScoredWeight(evaluations: readonly ControlEvaluation[]): number {
  return evaluations.reduce((sum, item) => (isScored(item) ? sum + item.weight * item.share : sum), 0);
}

/** Weight lost to a gap, before it is put against the rest: the basis of an issue's severity. */
export function computeWeightLost(evaluation: ControlEvaluation): number {
  return isScored(evaluation) ? evaluation.weight * evaluation.share * (1 - (evaluation.credit ?? 1)) : 0;
}

/** Score points a gap costs: its lost weight as a share of all the weight that applies. */
export function computePointsLost(evaluation: ControlEvaluation, scoredWeight: number): number {
  return scoredWeight > 0 ? (100 * computeWeightLost(evaluation)) / scoredWeight : 0;
}

/**
 * The score is the weighted share of what applies: credit earned over weight that applies. Unknown
 * answers are left out, so skipping a follow-up changes confidence, not the score.
 */
export function computeRawScore(evaluations: readonly ControlEvaluation[]): number {
  const weight = sumScoredWeight(evaluations);
  if (weight === 0) return 100;
  const lost = evaluations.reduce((sum, item) => sum + computeWeightLost(item), 0);
  return (100 * (weight - lost)) / weight;
}

export function computeScore(evaluations: readonly ControlEvaluation[]): number {
  return Math.min(100, Math.max(0, Math.round(computeRawScore(evaluations))));
}
