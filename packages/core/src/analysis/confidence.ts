import { answerIds } from '../assessment/answers';
import type { AssessmentFacts } from '../assessment/applicability';
import { visibleFollowUps } from '../assessment/follow-up-visibility';

/**
 * How much the analysis can be trusted: every "not sure" among the ten answers costs 6 points and every
 * shown follow-up left unanswered or "not sure" costs 3. Saying the business collects no personal data
 * costs 10, because an employer always does (staff records, payroll).
 */
export function estimateConfidence(facts: AssessmentFacts): number {
  const unsureAnswers = answerIds.filter((id) => facts.answers?.[id] === 'not_sure').length;
  const unsureFollowUps = visibleFollowUps(facts).filter(
    (id) => (facts.followUps?.[id] ?? 'not_sure') === 'not_sure',
  );
  const implausibleScope = facts.answers?.collectsData === 'no' ? 10 : 0;
  const confidence = 100 - 6 * unsureAnswers - 3 * unsureFollowUps.length - implausibleScope;
  return Math.min(100, Math.max(10, confidence));
}
