import type { AnswerId } from '../assessment/answers';
import type { FollowUpId } from '../assessment/follow-ups';
import type { LegalReferenceId } from '../catalogue/legal-references';
import { type ControlId, controlIds } from './control-ids';

/** The fine tier of Art. 83 a breach of the control falls under; `national` means a Bulgarian act's own sanctions. */
export type FineTier = '83(4)' | '83(5)' | 'national';
export type EnforcementFrequency = 'high' | 'medium' | 'low';
export type DriverId = AnswerId | FollowUpId | 'industry' | 'employeeCount' | 'history';

export interface ControlDefinition {
  id: ControlId;
  kind: 'core' | 'conditional';
  /** The answer whose yes / not sure / no gives the credit. */
  creditSource: AnswerId | FollowUpId;
  /** The answers that decide whether a conditional control applies. */
  exposureSources: readonly DriverId[];
  baseWeight: number;
  fineTiers: readonly FineTier[];
  articles: readonly string[];
  nationalLaw: readonly LegalReferenceId[];
  /** How often supervisory authorities fine this area (qualitative; see docs/methodology.md). */
  enforcementFrequency: EnforcementFrequency;
}

type Definition = Omit<ControlDefinition, 'id'>;

const core = (creditSource: AnswerId, rest: Omit<Definition, 'kind' | 'creditSource' | 'exposureSources'>) =>
  ({ kind: 'core', creditSource, exposureSources: [], ...rest }) as const;

// Core weights sum to 100. Controls whose breach Art. 83(5) fines (principles, lawful basis, consent,
// rights) weigh 13-15; those under Art. 83(4) weigh 9-11. Security weighs 14 because a failure breaches
// both Art. 32 (83(4)) and the integrity and confidentiality principle of Art. 5(1)(f) (83(5)).
// Conditional weights are on the same scale but cover one activity rather than all processing.
const definitions: Readonly<Record<ControlId, Definition>> = {
  lawfulBasis: core('usesConsent', {
    baseWeight: 15,
    fineTiers: ['83(5)'],
    articles: ['6(1)', '7', '5(1)(a)'],
    nationalLaw: [],
    enforcementFrequency: 'high',
  }),
  transparency: core('hasPrivacyPolicy', {
    baseWeight: 14,
    fineTiers: ['83(5)'],
    articles: ['13', '14', '12(1)'],
    nationalLaw: [],
    enforcementFrequency: 'medium',
  }),
  dataSubjectRights: core('allowsDataRequests', {
    baseWeight: 14,
    fineTiers: ['83(5)'],
    articles: ['15', '16', '17', '18', '20', '21', '12(3)'],
    nationalLaw: [],
    enforcementFrequency: 'high',
  }),
  storageLimitation: core('deletesOldData', {
    baseWeight: 13,
    fineTiers: ['83(5)'],
    articles: ['5(1)(e)', '17(1)(a)'],
    nationalLaw: ['zzld-25k'],
    enforcementFrequency: 'medium',
  }),
  security: core('secureStorage', {
    baseWeight: 14,
    fineTiers: ['83(4)', '83(5)'],
    articles: ['32', '5(1)(f)', '25'],
    nationalLaw: [],
    enforcementFrequency: 'high',
  }),
  breachResponse: core('hasBreachPlan', {
    baseWeight: 11,
    fineTiers: ['83(4)'],
    articles: ['33', '34'],
    nationalLaw: ['zzld-kzld'],
    enforcementFrequency: 'medium',
  }),
  records: core('keepsRecords', {
    baseWeight: 10,
    fineTiers: ['83(4)'],
    articles: ['30'],
    nationalLaw: [],
    enforcementFrequency: 'low',
  }),
  training: core('trainsEmployees', {
    baseWeight: 9,
    fineTiers: ['83(4)'],
    articles: ['32(4)', '29', '24(1)'],
    nationalLaw: [],
    enforcementFrequency: 'low',
  }),
  processorAgreements: {
    kind: 'conditional',
    creditSource: 'processorAgreements',
    exposureSources: ['usesThirdParties'],
    baseWeight: 10,
    fineTiers: ['83(4)'],
    articles: ['28(1)', '28(3)'],
    nationalLaw: [],
    enforcementFrequency: 'low',
  },
  internationalTransfers: {
    kind: 'conditional',
    creditSource: 'transferSafeguards',
    exposureSources: ['usesThirdParties', 'transfersOutsideEea'],
    baseWeight: 12,
    fineTiers: ['83(5)'],
    articles: ['44', '45', '46'],
    nationalLaw: [],
    enforcementFrequency: 'medium',
  },
  childrenData: {
    kind: 'conditional',
    creditSource: 'usesConsent',
    exposureSources: ['industry', 'childrenData'],
    baseWeight: 8,
    fineTiers: ['83(4)'],
    articles: ['8', '12(1)'],
    nationalLaw: ['zzld-25c'],
    enforcementFrequency: 'medium',
  },
  dpo: {
    kind: 'conditional',
    creditSource: 'dpoAppointed',
    exposureSources: ['specialCategories', 'systematicMonitoring', 'employeeCount'],
    baseWeight: 8,
    fineTiers: ['83(4)'],
    articles: ['37(1)', '37(7)', '38', '39'],
    nationalLaw: ['zzld-dpo-register'],
    enforcementFrequency: 'low',
  },
  dpia: {
    kind: 'conditional',
    creditSource: 'dpiaDone',
    exposureSources: ['specialCategories', 'systematicMonitoring', 'employeeCount'],
    baseWeight: 9,
    fineTiers: ['83(4)'],
    articles: ['35(1)', '35(3)', '35(7)', '36(1)'],
    nationalLaw: ['kzld-dpia-list'],
    enforcementFrequency: 'low',
  },
  videoSurveillance: {
    kind: 'conditional',
    creditSource: 'cctvRules',
    exposureSources: ['videoSurveillance'],
    baseWeight: 8,
    fineTiers: ['83(5)'],
    articles: ['6(1)(f)', '5(1)(c)', '13'],
    nationalLaw: ['zzld-employer-rules'],
    enforcementFrequency: 'high',
  },
  employeeRules: {
    kind: 'conditional',
    creditSource: 'employeeRules',
    exposureSources: ['employeeCount'],
    baseWeight: 6,
    fineTiers: ['national'],
    articles: ['88', '5(1)(a)', '13'],
    nationalLaw: ['zzld-employer-rules'],
    enforcementFrequency: 'medium',
  },
  whistleblowing: {
    kind: 'conditional',
    creditSource: 'whistleblowingChannel',
    exposureSources: ['employeeCount', 'industry'],
    baseWeight: 5,
    fineTiers: ['national'],
    articles: ['32', '5(1)(f)'],
    nationalLaw: ['zzlpspoin-12'],
    enforcementFrequency: 'low',
  },
};

export const controlDefinitions = Object.fromEntries(
  controlIds.map((id) => [id, { id, ...definitions[id] }]),
) as Readonly<Record<ControlId, ControlDefinition>>;
