import {
  type AssessmentFacts,
  getChildrenShare,
  getDpiaShare,
  getDpoShare,
  getMonitoringShare,
  getWhistleblowingShare,
  isAskedAboutAnnexSector,
  isAskedAboutScale,
  isAskedInIndustry,
  isSharingWithProcessors,
  readExposure,
  readFollowUp,
} from './applicability';
import { type FollowUpId, type FollowUps, followUpIds } from './follow-ups';

const always = () => true;

// A question is shown exactly when what it asks about can apply, so the form and the analysis never
// disagree about which follow-ups count (docs/methodology.md, section 1).
const visibilityRules: Readonly<Record<FollowUpId, (facts: AssessmentFacts) => boolean>> = {
  publicBody: (facts) => isAskedInIndustry(facts, 'publicBody'),
  specialCategories: always,
  specialCategoriesCore: (facts) => readExposure(facts, 'specialCategories') > 0,
  systematicMonitoring: (facts) => isAskedInIndustry(facts, 'systematicMonitoring'),
  monitoringCore: (facts) => getMonitoringShare(facts) > 0,
  largeScale: isAskedAboutScale,
  childrenData: (facts) => isAskedInIndustry(facts, 'childrenData'),
  childrenOnlineConsent: (facts) =>
    getChildrenShare(facts) > 0 && isAskedInIndustry(facts, 'childrenOnlineConsent'),
  lawfulBasisDocumented: always,
  reliesOnConsent: (facts) =>
    facts.answers?.usesConsent === 'no' || facts.answers?.usesConsent === 'not_sure',
  legitimateInterests: always,
  directMarketing: always,
  automatedDecisions: (facts) => isAskedInIndustry(facts, 'automatedDecisions'),
  processorAgreements: isSharingWithProcessors,
  transferSafeguards: isSharingWithProcessors,
  jointControllers: (facts) => facts.answers?.usesThirdParties === 'yes',
  processorDuties: (facts) => isAskedInIndustry(facts, 'processorDuties'),
  cctvRules: always,
  privacyByDesign: always,
  dataMinimisation: always,
  accountability: always,
  dpoAppointed: (facts) => getDpoShare(facts) > 0,
  dpoNotified: (facts) => getDpoShare(facts) > 0 && readFollowUp(facts, 'dpoAppointed') === 'yes',
  dpiaDone: (facts) => getDpiaShare(facts) > 0,
  breachLast24Months: always,
  employeeRules: always,
  annexSector: isAskedAboutAnnexSector,
  whistleblowingChannel: (facts) => getWhistleblowingShare(facts) > 0,
};

/** The follow-up questions the form shows for the answers given so far, in the order they are asked. */
export function visibleFollowUps(facts: AssessmentFacts): FollowUpId[] {
  return followUpIds.filter((id) => visibilityRules[id](facts));
}

/**
 * The follow-ups that count: answers to questions the form would not show for these answers (an API
 * client may send them) are dropped, repeatedly, since dropping one can hide another.
 */
export function keepVisibleFollowUps(facts: AssessmentFacts): FollowUps {
  let followUps: FollowUps = { ...facts.followUps };
  for (;;) {
    const visible = new Set(visibleFollowUps({ ...facts, followUps }));
    const kept = Object.fromEntries(
      Object.entries(followUps).filter(([id]) => visible.has(id as FollowUpId)),
    ) as FollowUps;
    if (Object.keys(kept).length === Object.keys(followUps).length) return kept;
    followUps = kept;
  }
}

export function isFollowUpVisible(facts: AssessmentFacts, id: FollowUpId): boolean {
  return visibilityRules[id](facts);
}
