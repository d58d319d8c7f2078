import { makeInput } from '../assessment-fixtures';
import type { CalibrationProfile } from './types';

/** Education: schools, kindergartens and universities, private and public. */
export const educationProfiles: CalibrationProfile[] = [
  {
    name: 'public school',
    input: makeInput({
      industry: 'education',
      employeeCount: 'smb',
      headcount: 70,
      answers: { usesConsent: 'no', hasBreachPlan: 'not_sure', trainsEmployees: 'not_sure' },
      followUps: {
        publicBody: 'yes',
        specialCategories: 'yes',
        specialCategoriesCore: 'no',
        childrenData: 'yes',
        childrenOnlineConsent: 'not_applicable',
        lawfulBasisDocumented: 'yes',
        reliesOnConsent: 'no',
        legitimateInterests: 'not_applicable',
        directMarketing: 'not_applicable',
        processorAgreements: 'yes',
        transferSafeguards: 'not_applicable',
        jointControllers: 'not_applicable',
        cctvRules: 'yes',
        privacyByDesign: 'yes',
        dataMinimisation: 'yes',
        accountability: 'yes',
        dpoAppointed: 'yes',
        dpoNotified: 'no',
        dpiaDone: 'no',
        breachLast24Months: 'no',
        employeeRules: 'yes',
        whistleblowingChannel: 'yes',
      },
    }),
    expected: { scoreRange: [77, 93], riskLevel: 'medium', topSteps: ['dpia', 'breachResponse', 'training'] },
    reasons:
      'A municipal school with 70 staff is a public body: a DPO is mandatory (Art. 37(1)(a)) and ' +
      'appointed, but its contact details were not communicated to CPDP (КЗЛД) (Art. 37(7)). Pupils’ ' +
      'data is processed under legal obligation and public task (Art. 6(1)(c), (e); Закон за ' +
      'предучилищното и училищното образование), not consent, so the consent control does not apply, ' +
      'and Art. 8 / Art. 25v ЗЗЛД do not apply (no information-society service offered to children on ' +
      'the basis of consent). Cameras over pupils are systematic monitoring of vulnerable data ' +
      'subjects: two WP248 criteria, so a DPIA is required and none exists. Breach plan and training ' +
      'unsure. Hand computation: 146/172 ≈ 85, but the noBreachPlan and missingRequiredDpia floors make' +
      ' it medium. DPIA first (cameras over children), then breach plan and training; “collect consent”' +
      ' must not be a step.',
  },
  {
    name: 'children’s coding school with a learning app',
    input: makeInput({
      industry: 'education',
      employeeCount: 'startup',
      headcount: 18,
      answers: { deletesOldData: 'not_sure', keepsRecords: 'no', hasBreachPlan: 'not_sure' },
      followUps: {
        publicBody: 'no',
        specialCategories: 'no',
        childrenData: 'yes',
        childrenOnlineConsent: 'yes',
        lawfulBasisDocumented: 'yes',
        legitimateInterests: 'not_applicable',
        directMarketing: 'yes',
        processorAgreements: 'yes',
        transferSafeguards: 'not_sure',
        jointControllers: 'not_applicable',
        cctvRules: 'not_applicable',
        privacyByDesign: 'not_sure',
        dataMinimisation: 'yes',
        accountability: 'not_sure',
        breachLast24Months: 'no',
        employeeRules: 'not_applicable',
      },
    }),
    expected: {
      scoreRange: [64, 80],
      riskLevel: 'medium',
      topSteps: ['records', 'internationalTransfers', 'storageLimitation'],
    },
    reasons:
      'An 18-person private coding school whose learning app is offered directly to children with ' +
      'parental consent below 14 (Art. 8; Art. 25v ЗЗЛД): that duty is met. It keeps no Art. 30 records' +
      ' (30(5) does not help: the processing is regular, not occasional), retention and the breach plan' +
      ' are unsure, US tools have unconfirmed safeguards (Art. 44-46), and accountability and privacy ' +
      'by design (Art. 5(2), 25) are unsure. Children’s data makes it sensitive, but storage is secure.' +
      ' Hand computation: 124.75/173 ≈ 72, medium; the noBreachPlan floor agrees. Records first (know ' +
      'what the app collects about children), then the US transfers, then retention.',
  },
  {
    name: 'state university',
    input: makeInput({
      industry: 'education',
      employeeCount: 'enterprise',
      answers: { allowsDataRequests: 'not_sure', deletesOldData: 'no' },
      followUps: {
        publicBody: 'yes',
        specialCategories: 'yes',
        specialCategoriesCore: 'no',
        childrenData: 'no',
        lawfulBasisDocumented: 'yes',
        legitimateInterests: 'yes',
        directMarketing: 'not_applicable',
        processorAgreements: 'not_sure',
        transferSafeguards: 'yes',
        jointControllers: 'yes',
        cctvRules: 'yes',
        privacyByDesign: 'yes',
        dataMinimisation: 'yes',
        accountability: 'yes',
        dpoAppointed: 'yes',
        dpoNotified: 'yes',
        dpiaDone: 'not_sure',
        breachLast24Months: 'no',
        employeeRules: 'yes',
        whistleblowingChannel: 'yes',
      },
    }),
    expected: {
      scoreRange: [75, 91],
      riskLevel: 'medium',
      topSteps: ['storageLimitation', 'dataSubjectRights', 'processorAgreements'],
    },
    reasons:
      'A state university is a public body: DPO mandatory (Art. 37(1)(a)), appointed and notified. ' +
      'Students are adults. Applicants’ and alumni data is never deleted (Art. 5(1)(e)), handling of ' +
      'requests is unconfirmed (Art. 12(3), 15-22), processor contracts are unconfirmed (Art. 28), and ' +
      'a DPIA for campus cameras (one WP248 criterion, share 0.5) is unsure. Hand computation: ' +
      '170.1/204.5 ≈ 83, low by score; but the storage-limitation (13) and rights (10.5) issues are ' +
      'high, which makes the level at least medium. Retention and rights first (Art. 83(5) tier, the ' +
      'usual source of complaints), then the Art. 28 contracts.',
  },
  {
    name: 'private kindergarten streaming its cameras to parents',
    input: makeInput({
      industry: 'education',
      employeeCount: 'startup',
      headcount: 25,
      answers: { keepsRecords: 'not_sure', hasBreachPlan: 'not_sure' },
      followUps: {
        publicBody: 'no',
        specialCategories: 'yes',
        specialCategoriesCore: 'no',
        childrenData: 'yes',
        childrenOnlineConsent: 'not_applicable',
        lawfulBasisDocumented: 'yes',
        legitimateInterests: 'not_applicable',
        directMarketing: 'not_applicable',
        processorAgreements: 'not_sure',
        transferSafeguards: 'not_applicable',
        jointControllers: 'not_applicable',
        cctvRules: 'no',
        privacyByDesign: 'not_sure',
        dataMinimisation: 'no',
        accountability: 'yes',
        dpiaDone: 'no',
        breachLast24Months: 'no',
        employeeRules: 'yes',
      },
    }),
    expected: {
      scoreRange: [60, 76],
      riskLevel: 'high',
      topSteps: ['videoSurveillance', 'dpia', 'dataMinimisation'],
    },
    reasons:
      'A 25-person private kindergarten streams its group-room cameras to parents’ phones: every parent' +
      ' sees other people’s children, with no rules, no retention, no access policy (Art. 5(1)(c), ' +
      '6(1), 13) and no DPIA, though monitoring young children meets two WP248 criteria (systematic ' +
      'monitoring, vulnerable data subjects; share 1). Staff rules exist (Art. 25i ЗЗЛД). The parents’' +
      ' app is offered to parents, so Art. 8 does not apply. Breach plan, records and processor terms ' +
      'unsure. Hand computation: 114.5/169 ≈ 68, medium; floors cctvWithoutRules, missingRequiredDpia ' +
      'and noBreachPlan are all medium. DPO NOTE: the formula gives medium; I would sign high: ' +
      'continuous disclosure of small children’s images to third parties without rules or a DPIA is ' +
      'processing likely to result in a high risk (Art. 35(1)); cctvWithoutRules should be high where ' +
      'children are filmed. Camera rules first (stop the stream until they exist), then the DPIA, then ' +
      'minimisation.',
  },
];
