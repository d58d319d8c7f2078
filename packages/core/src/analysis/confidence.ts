import { answerIds } from '../assessment/answers';
import { type AssessmentFacts, readFollowUp } from '../assessment/applicability';
import { visibleFollowUps } from '../assessment/follow-up-visibility';
import type { FollowUpId } from '../assessment/follow-ups';

/** The follow-ups shown for these answers that were left unanswered. */
export function listUnansweredFollowUps(
  facts: AssessmentFacts,
  shown: readonly FollowUpId[] = visibleFollowUps(facts),
): FollowUpId[] {
  return shown.filter((id) => readFollowUp(facts, id) === undefined);
}

/** The follow-ups shown for these answers that were answered "not sure". */
export function listUnsureFollowUps(
  facts: AssessmentFacts,
  shown: readonly FollowUpId[] = visibleFollowUps(facts),
): FollowUpId[] {
  return shown.filter((id) => readFollowUp(facts, id) === 'not_sure');
}

/**
 * How far the analysis can be trusted (docs/methodology.md, section 6): every "not sure" among the ten
 * answers costs 6 points, every follow-up answered "not sure" 3 and every one left unanswered 2 (what was
 * not asked lowers confidence, not the score). Saying the business collects no personal data costs 10,
 * because an employer always does (staff records, payroll).
 */
export function estimateConfidence(
  facts: AssessmentFacts,
  shown: readonly FollowUpId[] = visibleFollowUps(facts),
): number {
  const unsureAnswers = answerIds.filter((id) => facts.answers?.[id] === 'not_sure').length;
  const implausibleScope = facts.answers?.collectsData === 'no' ? 10 : 0;
  const confidence =
    100 -
    6 * unsureAnswers -
    3 * listUnsureFollowUps(facts, shown).length -
    2 * listUnansweredFollowUps(facts, shown).length -
    implausibleScope;
  return Math.min(100, Math.max(10, confidence));
}
