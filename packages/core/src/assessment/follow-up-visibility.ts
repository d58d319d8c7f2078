import {
  type AssessmentFacts,
  getDpiaShare,
  getDpoShare,
  getEmployeeRulesShare,
  getProcessorShare,
  getTransferShare,
  getVideoShare,
  getWhistleblowingShare,
  isAskedAboutChildren,
  isAskedAboutMonitoring,
} from './applicability';
import { type FollowUpId, followUpIds } from './follow-ups';

// A question is shown exactly when the obligation or exposure it asks about can apply, so the form and
// the analysis never disagree about which follow-ups count.
const visibilityRules: Readonly<Record<FollowUpId, (facts: AssessmentFacts) => boolean>> = {
  processorAgreements: (facts) => getProcessorShare(facts) > 0,
  transfersOutsideEea: (facts) => getProcessorShare(facts) > 0,
  transferSafeguards: (facts) => getTransferShare(facts) > 0,
  specialCategories: () => true,
  childrenData: isAskedAboutChildren,
  systematicMonitoring: isAskedAboutMonitoring,
  dpoAppointed: (facts) => getDpoShare(facts) > 0,
  dpiaDone: (facts) => getDpiaShare(facts) > 0,
  breachLast24Months: () => true,
  videoSurveillance: () => true,
  cctvRules: (facts) => getVideoShare(facts) > 0,
  employeeRules: (facts) => getEmployeeRulesShare(facts) > 0,
  whistleblowingChannel: (facts) => getWhistleblowingShare(facts) > 0,
};

/**
 * The follow-up questions the form shows for the answers given so far, in the order they are asked.
 * An unanswered follow-up counts as "not sure", so it can open the next one (transfers open safeguards).
 */
export function visibleFollowUps(facts: AssessmentFacts): FollowUpId[] {
  return followUpIds.filter((id) => visibilityRules[id](facts));
}

export function isFollowUpVisible(facts: AssessmentFacts, id: FollowUpId): boolean {
  return visibilityRules[id](facts);
}
