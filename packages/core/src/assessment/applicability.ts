import { type Answers, type AnswerValue, exposureShare } from './answers';
import type { EmployeeBand, Industry } from './company';
import type { FollowUpId, FollowUps } from './follow-ups';

/**
 * What the analysis and the form both need to know about a company's exposure. Every share is 0-1: how
 * far an obligation applies (1 = applies, 0.5 = likely, 0 = not at all). Fields may be missing while
 * the form is being filled in; a missing answer opens nothing.
 */
export interface AssessmentFacts {
  industry?: Industry | undefined;
  employeeCount?: EmployeeBand | undefined;
  answers?: Partial<Answers> | undefined;
  followUps?: FollowUps | undefined;
}

/** An unanswered follow-up counts as "not sure" (PRODUCT.md section 4). */
export function readFollowUp(facts: AssessmentFacts, id: FollowUpId): AnswerValue {
  return facts.followUps?.[id] ?? 'not_sure';
}

function isIndustryIn(facts: AssessmentFacts, list: readonly Industry[]): boolean {
  return facts.industry !== undefined && list.includes(facts.industry);
}

// Where children's data or systematic monitoring is plausible enough to ask about it.
const childrenIndustries: readonly Industry[] = ['education', 'ecommerce', 'technology', 'healthcare'];
const monitoringIndustries: readonly Industry[] = ['ecommerce', 'technology', 'finance'];

export function getProcessorShare(facts: AssessmentFacts): number {
  const answer = facts.answers?.usesThirdParties;
  // Nearly every business uses an accountant, payroll or cloud provider; not knowing who they are is the gap.
  return answer === 'yes' || answer === 'not_sure' ? 1 : 0;
}

export function getTransferShare(facts: AssessmentFacts): number {
  return getProcessorShare(facts) * exposureShare[readFollowUp(facts, 'transfersOutsideEea')];
}

export function getSpecialCategoryShare(facts: AssessmentFacts): number {
  const answer = readFollowUp(facts, 'specialCategories');
  // A healthcare business that is unsure whether it holds health data almost certainly does.
  if (facts.industry === 'healthcare') return answer === 'no' ? 0.5 : 1;
  return exposureShare[answer];
}

export function isAskedAboutChildren(facts: AssessmentFacts): boolean {
  return isIndustryIn(facts, childrenIndustries);
}

export function isAskedAboutMonitoring(facts: AssessmentFacts): boolean {
  return isIndustryIn(facts, monitoringIndustries);
}

export function getChildrenShare(facts: AssessmentFacts): number {
  return isAskedAboutChildren(facts) ? exposureShare[readFollowUp(facts, 'childrenData')] : 0;
}

export function getMonitoringShare(facts: AssessmentFacts): number {
  return isAskedAboutMonitoring(facts) ? exposureShare[readFollowUp(facts, 'systematicMonitoring')] : 0;
}

export function getVideoShare(facts: AssessmentFacts): number {
  return exposureShare[readFollowUp(facts, 'videoSurveillance')];
}

// Employee band as a proxy for "large scale" (Art. 37(1)(b)-(c), Art. 35(3)): Recital 91 says one doctor's
// patients are not large scale, so a small practice only "may" need a DPO or a DPIA.
const specialCategoryScale: Readonly<Record<EmployeeBand, number>> = { startup: 0.5, smb: 1, enterprise: 1 };
const monitoringScaleForDpo: Readonly<Record<EmployeeBand, number>> = {
  startup: 0.25,
  smb: 0.5,
  enterprise: 1,
};
// Profiling and tracking are high-risk from modest scale on (Art. 35(3)(a), EDPB criteria), so a DPIA is
// expected earlier than a DPO.
const monitoringScaleForDpia: Readonly<Record<EmployeeBand, number>> = {
  startup: 0.5,
  smb: 1,
  enterprise: 1,
};

/** Art. 37(1)(b)-(c): a DPO is mandatory for large-scale special categories or systematic monitoring. */
export function getDpoShare(facts: AssessmentFacts): number {
  if (!facts.employeeCount) return 0;
  return Math.max(
    getSpecialCategoryShare(facts) * specialCategoryScale[facts.employeeCount],
    getMonitoringShare(facts) * monitoringScaleForDpo[facts.employeeCount],
  );
}

/** Art. 35(1), (3)(a)-(b): high-risk processing (profiling, special categories at scale) needs a DPIA. */
export function getDpiaShare(facts: AssessmentFacts): number {
  if (!facts.employeeCount) return 0;
  return Math.max(
    getSpecialCategoryShare(facts) * specialCategoryScale[facts.employeeCount],
    getMonitoringShare(facts) * monitoringScaleForDpia[facts.employeeCount],
  );
}

/**
 * ЗЗЛПСПОИН, Art. 12: private employers with 50 or more workers, and financial-services firms whatever
 * their size. The finance industry is broader than financial services, so a small finance firm counts half.
 */
export function getWhistleblowingShare(facts: AssessmentFacts): number {
  if (facts.employeeCount === 'smb' || facts.employeeCount === 'enterprise') return 1;
  return facts.industry === 'finance' && facts.employeeCount === 'startup' ? 0.5 : 0;
}

/** Every employer processes employee data, so the internal rules ЗЗЛД requires always apply. */
export function getEmployeeRulesShare(facts: AssessmentFacts): number {
  return facts.employeeCount ? 1 : 0;
}

/** Sensitive data in the sense of the risk-level rules: special categories, financial, legal or children's. */
export function isProcessingSensitiveData(facts: AssessmentFacts): boolean {
  return (
    isIndustryIn(facts, ['healthcare', 'finance', 'legal']) ||
    readFollowUp(facts, 'specialCategories') === 'yes' ||
    (getChildrenShare(facts) === 1 && readFollowUp(facts, 'childrenData') === 'yes')
  );
}
