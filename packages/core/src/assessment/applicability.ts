import type { Answers } from './answers';
import type { EmployeeBand, Industry } from './company';
import type { FollowUpId, FollowUps, FollowUpValue } from './follow-ups';

/**
 * What the analysis and the form both need to know about a company's exposure (docs/methodology.md,
 * section 4). Every share is 0-1: how far an obligation applies (1 applies, 0.5 may apply, 0 does not).
 * Fields may be missing while the form is being filled in; a missing answer establishes nothing.
 */
export interface AssessmentFacts {
  industry?: Industry | undefined;
  employeeCount?: EmployeeBand | undefined;
  /** The exact number of workers, asked where a legal threshold falls inside the band. */
  headcount?: number | undefined;
  answers?: Partial<Answers> | undefined;
  followUps?: FollowUps | undefined;
}

/** A follow-up's answer, or undefined when it was not answered: unknown, never "not sure". */
export function readFollowUp(facts: AssessmentFacts, id: FollowUpId): FollowUpValue | undefined {
  return facts.followUps?.[id];
}

/** How far an exposure is established: "not sure" counts half; unanswered establishes nothing. */
export function readExposure(facts: AssessmentFacts, id: FollowUpId): number {
  const value = readFollowUp(facts, id);
  return value === 'yes' ? 1 : value === 'not_sure' ? 0.5 : 0;
}

/** For a question that offers "not applicable": answered with anything else, the activity exists. */
export function isActivityReported(facts: AssessmentFacts, id: FollowUpId): boolean {
  const value = readFollowUp(facts, id);
  return value !== undefined && value !== 'not_applicable';
}

function isIndustryIn(facts: AssessmentFacts, list: readonly Industry[]): boolean {
  return facts.industry !== undefined && list.includes(facts.industry);
}

/** Industries where a question is plausible enough to ask (the form stays short elsewhere). */
export const askedInIndustries = {
  publicBody: ['healthcare', 'education', 'other'],
  systematicMonitoring: ['ecommerce', 'technology', 'finance', 'healthcare', 'other'],
  childrenData: ['education', 'healthcare', 'ecommerce', 'technology'],
  childrenOnlineConsent: ['ecommerce', 'technology', 'education'],
  automatedDecisions: ['finance', 'technology', 'ecommerce'],
  processorDuties: ['technology', 'finance', 'other'],
  annexSector: ['finance', 'legal', 'other'],
} as const satisfies Record<string, readonly Industry[]>;

export function isAskedInIndustry(facts: AssessmentFacts, id: keyof typeof askedInIndustries): boolean {
  return isIndustryIn(facts, askedInIndustries[id]);
}

export function isSharingWithProcessors(facts: AssessmentFacts): boolean {
  const answer = facts.answers?.usesThirdParties;
  // Nearly every business uses an accountant, payroll or cloud provider; not knowing who they are is the gap.
  return answer === 'yes' || answer === 'not_sure';
}

/** Art. 37(1)(a): a public authority or body (asked only where one is plausible). */
export function getPublicBodyShare(facts: AssessmentFacts): number {
  return isAskedInIndustry(facts, 'publicBody') ? readExposure(facts, 'publicBody') : 0;
}

/** Art. 9/10 data as a core activity (not only staff sick notes: WP243 rev.01, 2.1.2). */
export function getCoreSpecialCategoryShare(facts: AssessmentFacts): number {
  return readExposure(facts, 'specialCategories') > 0 ? readExposure(facts, 'specialCategoriesCore') : 0;
}

export function getMonitoringShare(facts: AssessmentFacts): number {
  return isAskedInIndustry(facts, 'systematicMonitoring') ? readExposure(facts, 'systematicMonitoring') : 0;
}

/**
 * Monitoring of customers, users or the public as part of what the company does: a core activity in the
 * sense of Art. 37(1)(b). Monitoring only its own staff supports the business (WP243 rev.01, 2.1.2).
 */
function getCoreMonitoringShare(facts: AssessmentFacts): number {
  return getMonitoringShare(facts) * readExposure(facts, 'monitoringCore');
}

/** Monitoring of the company's own staff only (the answer says it is not of customers or the public). */
function getStaffMonitoringShare(facts: AssessmentFacts): number {
  const core = readFollowUp(facts, 'monitoringCore');
  const staffOnly = core === 'no' ? 1 : core === 'not_sure' ? 0.5 : 0;
  return getMonitoringShare(facts) * staffOnly;
}

/** Whether "large scale" is worth asking: only for the activities it qualifies. */
export function isAskedAboutScale(facts: AssessmentFacts): boolean {
  return getCoreSpecialCategoryShare(facts) > 0 || getMonitoringShare(facts) > 0;
}

export function getLargeScaleShare(facts: AssessmentFacts): number {
  return isAskedAboutScale(facts) ? readExposure(facts, 'largeScale') : 0;
}

export function getChildrenShare(facts: AssessmentFacts): number {
  return isAskedInIndustry(facts, 'childrenData') ? readExposure(facts, 'childrenData') : 0;
}

/**
 * Children in the building, where cameras film them and rules bind staff: a school's or a kindergarten's
 * pupils. In healthcare the answers cannot tell a paediatric practice, where children are patients in
 * the building, from a pharmacy that now and then serves one, so there it counts half: a reason to
 * consider, not a certainty.
 */
export function getChildrenOnPremisesShare(facts: AssessmentFacts): number {
  if (isIndustryIn(facts, ['education'])) return getChildrenShare(facts);
  return isIndustryIn(facts, ['healthcare']) ? getChildrenShare(facts) / 2 : 0;
}

/** An online service offered directly to children (Art. 8): an information society service. */
function getChildrenOnlineServiceShare(facts: AssessmentFacts): number {
  return isActivityReported(facts, 'childrenOnlineConsent') ? getChildrenShare(facts) : 0;
}

export function hasCameras(facts: AssessmentFacts): boolean {
  return isActivityReported(facts, 'cctvRules');
}

export function usesEmployeeSystems(facts: AssessmentFacts): boolean {
  return isActivityReported(facts, 'employeeRules');
}

export function makesAutomatedDecisions(facts: AssessmentFacts): boolean {
  return isAskedInIndustry(facts, 'automatedDecisions') && isActivityReported(facts, 'automatedDecisions');
}

/**
 * Art. 37(1): a DPO is mandatory for a public body (a), or where the core activities consist of
 * large-scale regular and systematic monitoring (b) or large-scale Art. 9/10 processing (c). Never from
 * headcount.
 */
export function getDpoShare(facts: AssessmentFacts): number {
  const scale = getLargeScaleShare(facts);
  return Math.max(
    getPublicBodyShare(facts),
    getCoreSpecialCategoryShare(facts) * scale,
    getCoreMonitoringShare(facts) * scale,
  );
}

/**
 * WP248 rev.01 criteria the answers can show, counted per processing operation, as WP248 counts them:
 * the company's core processing (sensitive data as a core activity, systematic monitoring, large scale,
 * vulnerable data subjects (children), automated decisions); the monitoring of its own staff
 * (systematic monitoring of people who are vulnerable data subjects towards their employer, WP248's
 * example of a likely DPIA, and WP249 on tracking staff); and its premises (cameras; employee systems
 * half, since access and working-time systems are not always monitoring; children in the building).
 * Criteria of two different operations do not add up: an office camera and an app's young users are
 * one criterion each.
 */
export function countDpiaCriteria(facts: AssessmentFacts): {
  coreProcessing: number;
  staffMonitoring: number;
  premises: number;
} {
  const coreProcessing =
    getCoreSpecialCategoryShare(facts) +
    getMonitoringShare(facts) +
    getLargeScaleShare(facts) +
    getChildrenShare(facts) +
    (makesAutomatedDecisions(facts) ? 1 : 0);
  const premises =
    Math.max(hasCameras(facts) ? 1 : 0, usesEmployeeSystems(facts) ? 0.5 : 0) +
    getChildrenOnPremisesShare(facts);
  const staffMonitoring = 2 * getStaffMonitoringShare(facts);
  return { coreProcessing, staffMonitoring, premises };
}

/**
 * Where a DPIA is always required: the Art. 35(3) cases the answers show (automated decisions with legal
 * effects, large-scale Art. 9/10 data) and the entry of КЗЛД's Art. 35(4) list on children's data
 * processed in direct connection with an information society service offered to them.
 */
export function getMandatoryDpiaShare(facts: AssessmentFacts): number {
  return Math.max(
    makesAutomatedDecisions(facts) ? 1 : 0,
    getCoreSpecialCategoryShare(facts) * getLargeScaleShare(facts),
    getChildrenOnlineServiceShare(facts),
  );
}

/**
 * Art. 35: always required in the Art. 35(3) cases the answers show (automated decisions with legal
 * effects, large-scale special categories); otherwise two WP248 criteria make it required in most cases
 * and one makes it a decision to take and document.
 */
export function getDpiaShare(facts: AssessmentFacts): number {
  const article35_3 = getMandatoryDpiaShare(facts);
  const { coreProcessing, staffMonitoring, premises } = countDpiaCriteria(facts);
  // Recital 91 and WP248: one physician's, health professional's or lawyer's patients or clients are not
  // large scale, so there the core processing's criteria only make the DPIA a decision to take and
  // document. The other operations are not made small by it: cameras filming a kindergarten's children,
  // or a haulier tracking its drivers.
  const core = Math.min(1, coreProcessing / 2);
  const notLargeScale = readFollowUp(facts, 'largeScale') === 'no';
  const others = Math.min(1, Math.max(staffMonitoring, premises) / 2);
  return Math.max(article35_3, notLargeScale ? Math.min(core, 0.5) : core, others);
}

/** The annex-sector question matters only for a private start-up below 50 workers. */
export function isAskedAboutAnnexSector(facts: AssessmentFacts): boolean {
  return (
    facts.employeeCount === 'startup' &&
    (facts.headcount === undefined || facts.headcount < 50) &&
    isAskedInIndustry(facts, 'annexSector')
  );
}

/**
 * чл. 12, ал. 1 ЗЗЛПСПОИН: public-sector employers (with the law's exceptions), private employers with 50
 * or more workers, and private employers of any size in the Annex sectors.
 */
export function getWhistleblowingShare(facts: AssessmentFacts): number {
  if (facts.employeeCount === 'smb' || facts.employeeCount === 'enterprise') return 1;
  if (facts.employeeCount !== 'startup') return 0;
  if (facts.headcount !== undefined && facts.headcount >= 50) return 1;
  const annex = isAskedAboutAnnexSector(facts) ? readExposure(facts, 'annexSector') : 0;
  return Math.max(getPublicBodyShare(facts), annex);
}

/** Art. 9 or 10 data reported, or inherent in the industry (patients' health, clients' offences). */
export function mayProcessSpecialCategories(facts: AssessmentFacts): boolean {
  return isIndustryIn(facts, ['healthcare', 'legal']) || readExposure(facts, 'specialCategories') > 0;
}

/** Sensitive data in the sense of the risk-level rules: special categories, financial, legal or children's. */
export function isProcessingSensitiveData(facts: AssessmentFacts): boolean {
  return (
    isIndustryIn(facts, ['healthcare', 'finance', 'legal']) ||
    readFollowUp(facts, 'specialCategories') === 'yes' ||
    (getChildrenShare(facts) === 1 && readFollowUp(facts, 'childrenData') === 'yes')
  );
}
