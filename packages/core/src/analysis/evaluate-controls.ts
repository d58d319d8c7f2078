import { type AnswerId, type AnswerValue, answerCredit, answerIds } from '../assessment/answers';
import {
  type AssessmentFacts,
  getChildrenShare,
  getDpiaShare,
  getDpoShare,
  getEmployeeRulesShare,
  getProcessorShare,
  getTransferShare,
  getVideoShare,
  getWhistleblowingShare,
  readFollowUp,
} from '../assessment/applicability';
import type { EmployeeBand, Industry } from '../assessment/company';
import type { FollowUpId } from '../assessment/follow-ups';
import { type ConditionalControlId, type ControlId, controlIds } from './control-ids';
import { controlDefinitions } from './controls';
import { computeControlWeight } from './weights';

export interface ControlEvaluation {
  id: ControlId;
  kind: 'core' | 'conditional';
  weight: number;
  /** How far the control applies: 1 for core controls, 0-1 for conditional ones. */
  share: number;
  answer: AnswerValue;
  credit: number;
}

/** The facts the analysis needs; every field is present once the input has passed the schema. */
export interface AnalysisFacts extends AssessmentFacts {
  industry: Industry;
  employeeCount: EmployeeBand;
  answers: Record<AnswerId, AnswerValue>;
}

const conditionalShares: Readonly<Record<ConditionalControlId, (facts: AssessmentFacts) => number>> = {
  processorAgreements: getProcessorShare,
  internationalTransfers: getTransferShare,
  childrenData: getChildrenShare,
  dpo: getDpoShare,
  dpia: getDpiaShare,
  videoSurveillance: getVideoShare,
  employeeRules: getEmployeeRulesShare,
  whistleblowing: getWhistleblowingShare,
};

function isAnswerId(source: AnswerId | FollowUpId): source is AnswerId {
  return (answerIds as readonly string[]).includes(source);
}

export function readCreditAnswer(facts: AnalysisFacts, id: ControlId): AnswerValue {
  const source = controlDefinitions[id].creditSource;
  return isAnswerId(source) ? facts.answers[source] : readFollowUp(facts, source);
}

/**
 * Weighs and credits every control. `resolved` lists controls assumed fixed (credit 1), which is how
 * predictions re-score the company after the roadmap instead of guessing.
 */
export function evaluateControls(
  facts: AnalysisFacts,
  resolved?: ReadonlySet<ControlId>,
): ControlEvaluation[] {
  return controlIds.map((id) => {
    const { kind } = controlDefinitions[id];
    const isResolved = resolved?.has(id) ?? false;
    const answer = isResolved ? 'yes' : readCreditAnswer(facts, id);
    const share = kind === 'core' ? 1 : conditionalShares[id as ConditionalControlId](facts);
    return {
      id,
      kind,
      weight: computeControlWeight(id, facts.industry, facts.employeeCount),
      share,
      answer,
      credit: answerCredit[answer],
    };
  });
}

export function sumCoreWeight(evaluations: readonly ControlEvaluation[]): number {
  return evaluations.reduce((sum, item) => (item.kind === 'core' ? sum + item.weight : sum), 0);
}

/** Score points a control costs: lost credit of a core control, or the deduction of a conditional one. */
export function computePointsLost(evaluation: ControlEvaluation, coreWeight: number): number {
  return (100 * evaluation.weight * evaluation.share * (1 - evaluation.credit)) / coreWeight;
}

/**
 * Core controls make up the whole score; conditional controls can only deduct, in proportion to how far
 * they apply. So an obligation that does not apply neither helps nor hurts, and reducing exposure or
 * improving any answer can never lower the score.
 */
export function computeScore(evaluations: readonly ControlEvaluation[]): number {
  return Math.min(100, Math.max(0, Math.round(computeRawScore(evaluations))));
}

/** The score before rounding and clamping; can fall below 0 when conditional gaps pile up. */
export function computeRawScore(evaluations: readonly ControlEvaluation[]): number {
  const coreWeight = sumCoreWeight(evaluations);
  return 100 - evaluations.reduce((sum, item) => sum + computePointsLost(item, coreWeight), 0);
}
