import type { AnswerId } from '../assessment/answers';
import type { FollowUpId } from '../assessment/follow-ups';
import type { LegalReferenceId } from '../catalogue/legal-references';
import { type ControlId, controlIds, coreControlIds } from './control-ids';

/** The fine tier of Art. 83 a breach of the control falls under; `national` means a Bulgarian act's own sanctions. */
export type FineTier = '83(4)' | '83(5)' | 'national';
export type EnforcementFrequency = 'high' | 'medium' | 'low';
export type DriverId = AnswerId | FollowUpId | 'industry' | 'employeeCount' | 'headcount' | 'history';

export interface ControlDefinition {
  id: ControlId;
  kind: 'core' | 'followUp';
  /** The answer whose yes / not sure / no gives the credit. */
  creditSource: AnswerId | FollowUpId;
  /** The answers that decide whether the control applies. */
  exposureSources: readonly DriverId[];
  baseWeight: number;
  fineTiers: readonly FineTier[];
  articles: readonly string[];
  nationalLaw: readonly LegalReferenceId[];
  /** How often supervisory authorities fine this area (qualitative; see docs/methodology.md). */
  enforcementFrequency: EnforcementFrequency;
  /**
   * Work that is never finished once (training, requests, retention, records, breach drills, security):
   * predictions count it as partly evidenced at the horizon (docs/methodology.md, section 9).
   */
  isOngoing: boolean;
}

type Definition = Omit<ControlDefinition, 'id' | 'kind'>;
type Rest = Omit<Definition, 'creditSource' | 'exposureSources' | 'isOngoing'> & {
  exposureSources?: readonly DriverId[];
  isOngoing?: boolean;
};

const define = (creditSource: AnswerId | FollowUpId, rest: Rest): Definition => ({
  creditSource,
  exposureSources: [],
  isOngoing: false,
  ...rest,
});

// Weights follow Art. 83: controls whose breach Art. 83(5) fines (principles, lawful basis, consent, rights,
// transfers) weigh more than those under Art. 83(4) (records, security, processors, breach notification,
// DPO, DPIA). Security weighs with the higher group because a failure also breaches Art. 5(1)(f). Controls
// that cover one activity rather than all processing weigh less than those of the same tier that cover all.
const definitions: Readonly<Record<ControlId, Definition>> = {
  transparency: define('hasPrivacyPolicy', {
    baseWeight: 14,
    fineTiers: ['83(5)'],
    articles: ['12(1)', '13', '14'],
    nationalLaw: [],
    enforcementFrequency: 'medium',
  }),
  consent: define('usesConsent', {
    baseWeight: 12,
    fineTiers: ['83(5)'],
    articles: ['6(1)(a)', '7'],
    nationalLaw: [],
    exposureSources: ['reliesOnConsent'],
    enforcementFrequency: 'high',
  }),
  dataSubjectRights: define('allowsDataRequests', {
    baseWeight: 14,
    fineTiers: ['83(5)'],
    articles: ['12(3)', '12(4)', '15', '16', '17', '18', '19', '20', '21'],
    nationalLaw: [],
    enforcementFrequency: 'high',
    isOngoing: true,
  }),
  storageLimitation: define('deletesOldData', {
    baseWeight: 13,
    fineTiers: ['83(5)'],
    articles: ['5(1)(e)'],
    nationalLaw: ['zzld-25k'],
    enforcementFrequency: 'medium',
    isOngoing: true,
  }),
  security: define('secureStorage', {
    baseWeight: 14,
    fineTiers: ['83(4)', '83(5)'],
    articles: ['32', '5(1)(f)'],
    nationalLaw: [],
    enforcementFrequency: 'high',
    isOngoing: true,
  }),
  breachResponse: define('hasBreachPlan', {
    baseWeight: 11,
    fineTiers: ['83(4)'],
    articles: ['33', '34'],
    nationalLaw: ['zzld-kzld'],
    enforcementFrequency: 'medium',
    isOngoing: true,
  }),
  records: define('keepsRecords', {
    baseWeight: 10,
    fineTiers: ['83(4)'],
    articles: ['30'],
    nationalLaw: [],
    enforcementFrequency: 'low',
    isOngoing: true,
  }),
  training: define('trainsEmployees', {
    baseWeight: 9,
    fineTiers: ['83(4)'],
    articles: ['32(4)', '29'],
    nationalLaw: [],
    enforcementFrequency: 'low',
    isOngoing: true,
  }),
  lawfulBasis: define('lawfulBasisDocumented', {
    baseWeight: 15,
    fineTiers: ['83(5)'],
    articles: ['6(1)', '5(1)(a)', '5(2)'],
    nationalLaw: [],
    enforcementFrequency: 'high',
  }),
  legitimateInterests: define('legitimateInterests', {
    baseWeight: 8,
    fineTiers: ['83(5)'],
    articles: ['6(1)(f)', '5(2)'],
    nationalLaw: [],
    enforcementFrequency: 'high',
  }),
  directMarketing: define('directMarketing', {
    baseWeight: 7,
    fineTiers: ['83(5)', 'national'],
    articles: ['21(2)', '21(3)', '6(1)'],
    nationalLaw: ['zes-marketing', 'zet-register'],
    enforcementFrequency: 'high',
    isOngoing: true,
  }),
  dataMinimisation: define('dataMinimisation', {
    baseWeight: 9,
    fineTiers: ['83(5)'],
    articles: ['5(1)(c)', '5(1)(d)'],
    nationalLaw: [],
    enforcementFrequency: 'medium',
    isOngoing: true,
  }),
  privacyByDesign: define('privacyByDesign', {
    baseWeight: 7,
    fineTiers: ['83(4)'],
    articles: ['25(1)', '25(2)'],
    nationalLaw: [],
    enforcementFrequency: 'low',
  }),
  accountability: define('accountability', {
    baseWeight: 8,
    fineTiers: ['83(5)'],
    articles: ['5(2)', '24(1)', '24(2)'],
    nationalLaw: [],
    enforcementFrequency: 'low',
  }),
  processorAgreements: define('processorAgreements', {
    baseWeight: 10,
    fineTiers: ['83(4)'],
    articles: ['28(1)', '28(3)'],
    nationalLaw: [],
    exposureSources: ['usesThirdParties'],
    enforcementFrequency: 'low',
  }),
  internationalTransfers: define('transferSafeguards', {
    baseWeight: 12,
    fineTiers: ['83(5)'],
    articles: ['44', '45', '46', '47', '49'],
    nationalLaw: [],
    exposureSources: ['usesThirdParties'],
    enforcementFrequency: 'medium',
  }),
  jointControllers: define('jointControllers', {
    baseWeight: 5,
    fineTiers: ['83(4)'],
    articles: ['26'],
    nationalLaw: [],
    exposureSources: ['usesThirdParties'],
    enforcementFrequency: 'low',
  }),
  processorDuties: define('processorDuties', {
    baseWeight: 8,
    fineTiers: ['83(4)'],
    articles: ['28(3)', '30(2)', '32', '33(2)'],
    nationalLaw: [],
    exposureSources: ['industry'],
    enforcementFrequency: 'low',
  }),
  automatedDecisions: define('automatedDecisions', {
    baseWeight: 9,
    fineTiers: ['83(5)'],
    articles: ['22', '13(2)(f)'],
    nationalLaw: [],
    exposureSources: ['industry'],
    enforcementFrequency: 'medium',
  }),
  childrenData: define('childrenOnlineConsent', {
    baseWeight: 8,
    fineTiers: ['83(4)'],
    articles: ['8', '12(1)'],
    nationalLaw: ['zzld-25c'],
    exposureSources: ['industry', 'childrenData'],
    enforcementFrequency: 'medium',
  }),
  dpo: define('dpoAppointed', {
    baseWeight: 8,
    fineTiers: ['83(4)'],
    articles: ['37(1)', '38', '39'],
    nationalLaw: [],
    exposureSources: [
      'publicBody',
      'specialCategories',
      'specialCategoriesCore',
      'systematicMonitoring',
      'monitoringCore',
      'largeScale',
    ],
    enforcementFrequency: 'low',
  }),
  dpoNotification: define('dpoNotified', {
    baseWeight: 2,
    fineTiers: ['83(4)'],
    articles: ['37(7)'],
    nationalLaw: ['zzld-dpo-register'],
    exposureSources: ['dpoAppointed'],
    enforcementFrequency: 'low',
  }),
  dpia: define('dpiaDone', {
    baseWeight: 9,
    fineTiers: ['83(4)'],
    articles: ['35(1)', '35(3)', '35(7)'],
    nationalLaw: ['kzld-dpia-list'],
    exposureSources: [
      'specialCategoriesCore',
      'systematicMonitoring',
      'monitoringCore',
      'largeScale',
      'childrenData',
      'automatedDecisions',
      'cctvRules',
    ],
    enforcementFrequency: 'low',
  }),
  videoSurveillance: define('cctvRules', {
    baseWeight: 8,
    fineTiers: ['83(5)'],
    articles: ['6(1)(f)', '5(1)(c)', '13'],
    nationalLaw: [],
    enforcementFrequency: 'high',
  }),
  employeeRules: define('employeeRules', {
    baseWeight: 6,
    fineTiers: ['national'],
    articles: ['5(1)(a)', '13', '88'],
    nationalLaw: ['zzld-employer-rules'],
    enforcementFrequency: 'medium',
  }),
  whistleblowing: define('whistleblowingChannel', {
    baseWeight: 5,
    fineTiers: ['national'],
    articles: [],
    nationalLaw: ['zzlpspoin-12'],
    exposureSources: ['employeeCount', 'headcount', 'annexSector', 'publicBody'],
    enforcementFrequency: 'low',
  }),
};

const coreIds: readonly ControlId[] = coreControlIds;

export const controlDefinitions = Object.fromEntries(
  controlIds.map((id) => [id, { id, kind: coreIds.includes(id) ? 'core' : 'followUp', ...definitions[id] }]),
) as Readonly<Record<ControlId, ControlDefinition>>;
