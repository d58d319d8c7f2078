import type { LocalizedText } from '../i18n/localized-text';
import type { AnswerId } from './answers';

/**
 * Optional follow-up questions that an answer opens (docs/methodology.md, section 1). An unanswered
 * follow-up is unknown: it lowers confidence, never the score. `control` follow-ups ask whether an
 * obligation is met; `exposure` follow-ups ask whether a kind of processing happens at all.
 */
export const followUpIds = [
  'publicBody',
  'specialCategories',
  'specialCategoriesCore',
  'systematicMonitoring',
  'monitoringCore',
  'largeScale',
  'childrenData',
  'childrenOnlineConsent',
  'processorDuties',
  'lawfulBasisDocumented',
  'reliesOnConsent',
  'legitimateInterests',
  'directMarketing',
  'automatedDecisions',
  'processorAgreements',
  'transferSafeguards',
  'jointControllers',
  'cctvRules',
  'privacyByDesign',
  'dataMinimisation',
  'accountability',
  'dpoAppointed',
  'dpoNotified',
  'dpiaDone',
  'breachLast24Months',
  'employeeRules',
  'annexSector',
  'whistleblowingChannel',
] as const;
export type FollowUpId = (typeof followUpIds)[number];

/**
 * A follow-up's answer: the three answers, plus `not_applicable` where a question offers it (its label
 * says what it means, e.g. "we don't rely on legitimate interests").
 */
export const followUpValues = ['yes', 'no', 'not_sure', 'not_applicable'] as const;
export type FollowUpValue = (typeof followUpValues)[number];
export type FollowUps = Partial<Record<FollowUpId, FollowUpValue>>;

export type FollowUpKind = 'control' | 'exposure';

/**
 * How `not_applicable` counts: `excludes` – the control does not apply; `documented` – a documented
 * decision that the obligation does not apply (DPO, DPIA), which meets the accountability duty.
 */
export type NotApplicableMeaning = 'excludes' | 'documented';

export interface FollowUpDefinition {
  id: FollowUpId;
  kind: FollowUpKind;
  /** The answer under which the form shows the question. */
  parent: AnswerId;
  notApplicable?: NotApplicableMeaning;
}

export interface FollowUpTexts {
  question: LocalizedText;
  /** Shown with the question: what the terms mean, with the article. */
  hint?: LocalizedText;
  /** The label of the `not_applicable` choice, where the question offers one. */
  notApplicableLabel?: LocalizedText;
}

type Shape = Omit<FollowUpDefinition, 'id'>;
const exposure = (parent: AnswerId): Shape => ({ kind: 'exposure', parent });
const control = (parent: AnswerId, notApplicable?: NotApplicableMeaning): Shape =>
  notApplicable ? { kind: 'control', parent, notApplicable } : { kind: 'control', parent };

const shapes: Readonly<Record<FollowUpId, Shape>> = {
  publicBody: exposure('collectsData'),
  specialCategories: exposure('collectsData'),
  specialCategoriesCore: exposure('collectsData'),
  systematicMonitoring: exposure('collectsData'),
  monitoringCore: exposure('collectsData'),
  largeScale: exposure('collectsData'),
  childrenData: exposure('collectsData'),
  childrenOnlineConsent: control('collectsData', 'excludes'),
  lawfulBasisDocumented: control('usesConsent'),
  reliesOnConsent: exposure('usesConsent'),
  legitimateInterests: control('usesConsent', 'excludes'),
  directMarketing: control('usesConsent', 'excludes'),
  automatedDecisions: control('allowsDataRequests', 'excludes'),
  processorAgreements: control('usesThirdParties'),
  transferSafeguards: control('usesThirdParties', 'excludes'),
  jointControllers: control('usesThirdParties', 'excludes'),
  processorDuties: control('collectsData', 'excludes'),
  cctvRules: control('secureStorage', 'excludes'),
  privacyByDesign: control('secureStorage'),
  dataMinimisation: control('deletesOldData'),
  accountability: control('keepsRecords'),
  dpoAppointed: control('keepsRecords', 'documented'),
  dpoNotified: control('keepsRecords'),
  dpiaDone: control('keepsRecords', 'documented'),
  breachLast24Months: exposure('hasBreachPlan'),
  employeeRules: control('trainsEmployees', 'excludes'),
  annexSector: exposure('trainsEmployees'),
  whistleblowingChannel: control('trainsEmployees'),
};

export const followUpDefinitions = Object.fromEntries(
  followUpIds.map((id) => [id, { id, ...shapes[id] }]),
) as Readonly<Record<FollowUpId, FollowUpDefinition>>;

const [yes, no, notSure, notApplicable] = followUpValues;

/**
 * The answers a follow-up offers, in the order the form shows them: the three answers, and
 * `not_applicable` where it has a meaning. Where it says the topic does not arise ("We make no such
 * decisions", "We have no cameras") it comes first: read after "No", "No" was taken for that, and a shop
 * that takes no automated decisions was told it takes them without safeguards.
 */
export function listFollowUpValues(id: FollowUpId): readonly FollowUpValue[] {
  const meaning = followUpDefinitions[id].notApplicable;
  if (meaning === 'excludes') return [notApplicable, yes, no, notSure];
  return meaning ? [yes, no, notSure, notApplicable] : [yes, no, notSure];
}

/** The follow-ups of this version in a stored record (a draft may hold ids an earlier version asked). */
export function pickKnownFollowUps(record: Readonly<Record<string, FollowUpValue>> | undefined): FollowUps {
  const known: readonly string[] = followUpIds;
  return Object.fromEntries(Object.entries(record ?? {}).filter(([id]) => known.includes(id))) as FollowUps;
}

export function isExposureFollowUp(id: FollowUpId): boolean {
  return followUpDefinitions[id].kind === 'exposure';
}
