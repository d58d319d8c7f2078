import { makeInput } from '../assessment-fixtures';
import type { CalibrationProfile } from './types';

/** Other industries, start-up band: the answer-ordering firms and the whistleblowing threshold. */
export const smallOtherProfiles: CalibrationProfile[] = [
  {
    name: 'micro firm answering "not sure" to everything',
    input: makeInput({
      industry: 'other',
      employeeCount: 'startup',
      headcount: 4,
      answers: {
        collectsData: 'not_sure',
        hasPrivacyPolicy: 'not_sure',
        usesConsent: 'not_sure',
        allowsDataRequests: 'not_sure',
        secureStorage: 'not_sure',
        usesThirdParties: 'not_sure',
        deletesOldData: 'not_sure',
        keepsRecords: 'not_sure',
        hasBreachPlan: 'not_sure',
        trainsEmployees: 'not_sure',
      },
      followUps: {
        lawfulBasisDocumented: 'not_sure',
        privacyByDesign: 'not_sure',
        dataMinimisation: 'not_sure',
        accountability: 'not_sure',
      },
    }),
    expected: {
      scoreRange: [17, 33],
      riskLevel: 'critical',
      topSteps: ['lawfulBasis', 'security', 'transparency'],
    },
    reasons:
      'A 4-person firm that knows nothing: all ten answers and the four always-shown control follow-ups' +
      ' are “not sure”. Every applicable control earns 0.25, so the weighted share is exactly 25 ' +
      'whatever the weights (34/136): critical (under 40), but above the all-“no” firm (0), because not' +
      ' knowing is not the same as knowing there is nothing. The exposure follow-ups are unanswered, so' +
      ' no further obligation is opened. Steps: a documented lawful basis per purpose (Art. 6(1), ' +
      '5(2)), security (Art. 32) and a notice (Art. 13): the highest weights, and an inventory of what ' +
      'the firm holds answers all three.',
  },
  {
    name: 'micro firm answering "no" to everything',
    input: makeInput({
      industry: 'other',
      employeeCount: 'startup',
      headcount: 4,
      answers: {
        collectsData: 'no',
        hasPrivacyPolicy: 'no',
        usesConsent: 'no',
        allowsDataRequests: 'no',
        secureStorage: 'no',
        usesThirdParties: 'no',
        deletesOldData: 'no',
        keepsRecords: 'no',
        hasBreachPlan: 'no',
        trainsEmployees: 'no',
      },
      followUps: {
        lawfulBasisDocumented: 'no',
        privacyByDesign: 'no',
        dataMinimisation: 'no',
        accountability: 'no',
      },
    }),
    expected: {
      scoreRange: [0, 8],
      riskLevel: 'critical',
      topSteps: ['lawfulBasis', 'security', 'transparency'],
    },
    reasons:
      'The same 4-person firm answering “no” to the ten questions and to the four always-shown control ' +
      'follow-ups: 0 of 136 weighted points, 0, critical. Saying it collects no data does not take it ' +
      'outside the GDPR: as an employer and supplier it processes staff and client contacts, so every ' +
      'core control applies (third parties “no” only removes the processor controls). Floors ' +
      'insecureStorage, noBreachPlan and noLawfulBasis. Steps as for the “not sure” firm: lawful basis ' +
      '(Art. 6(1)), security (Art. 32), notice (Art. 13).',
  },
  {
    name: 'micro firm with mixed answers',
    input: makeInput({
      industry: 'other',
      employeeCount: 'startup',
      headcount: 4,
      answers: {
        usesConsent: 'not_sure',
        deletesOldData: 'no',
        keepsRecords: 'no',
        hasBreachPlan: 'no',
        trainsEmployees: 'not_sure',
      },
      followUps: {
        lawfulBasisDocumented: 'not_sure',
        reliesOnConsent: 'yes',
        privacyByDesign: 'not_sure',
        dataMinimisation: 'yes',
        accountability: 'no',
      },
    }),
    expected: {
      scoreRange: [37, 53],
      riskLevel: 'high',
      topSteps: ['storageLimitation', 'lawfulBasis', 'breachResponse'],
    },
    reasons:
      'The same 4-person firm with mixed answers: notice, rights, security and minimisation confirmed; ' +
      'consent (newsletter), lawful basis, training and privacy by design unsure; no retention, ' +
      'records, breach plan or accountable person. Hand computation: 61.75/136 ≈ 45, high, between “not' +
      ' sure” (25) and all “yes” (100) as the ordering test needs. Retention first (Art. 5(1)(e), ' +
      'higher tier), then the lawful basis (Art. 6(1)), then a breach plan (Art. 33).',
  },
  {
    name: 'private manufacturer with 49 workers',
    input: makeInput({
      industry: 'other',
      employeeCount: 'startup',
      headcount: 49,
      answers: { trainsEmployees: 'not_sure' },
      followUps: {
        publicBody: 'no',
        specialCategories: 'yes',
        specialCategoriesCore: 'no',
        lawfulBasisDocumented: 'yes',
        legitimateInterests: 'yes',
        directMarketing: 'not_applicable',
        processorAgreements: 'yes',
        transferSafeguards: 'not_applicable',
        jointControllers: 'not_applicable',
        processorDuties: 'not_applicable',
        cctvRules: 'not_applicable',
        privacyByDesign: 'yes',
        dataMinimisation: 'yes',
        accountability: 'yes',
        breachLast24Months: 'no',
        employeeRules: 'yes',
        annexSector: 'no',
        whistleblowingChannel: 'no',
      },
    }),
    expected: { scoreRange: [88, 100], riskLevel: 'low', topSteps: ['training'] },
    reasons:
      'A private manufacturer with 49 workers, not in an Annex sector: no whistleblowing duty (Art. ' +
      '12(1) ЗЗЛПСПОИН: 50 or more). The input is identical to the 50-worker profile except the ' +
      'headcount, so its whistleblowing answer “no” (a question it would not be shown) must count for ' +
      'nothing. Sick notes are ancillary: no DPO. Only training is unsure: 153.25/160 ≈ 96, low.',
  },
  {
    name: 'private manufacturer with 50 workers',
    input: makeInput({
      industry: 'other',
      employeeCount: 'startup',
      headcount: 50,
      answers: { trainsEmployees: 'not_sure' },
      followUps: {
        publicBody: 'no',
        specialCategories: 'yes',
        specialCategoriesCore: 'no',
        lawfulBasisDocumented: 'yes',
        legitimateInterests: 'yes',
        directMarketing: 'not_applicable',
        processorAgreements: 'yes',
        transferSafeguards: 'not_applicable',
        jointControllers: 'not_applicable',
        processorDuties: 'not_applicable',
        cctvRules: 'not_applicable',
        privacyByDesign: 'yes',
        dataMinimisation: 'yes',
        accountability: 'yes',
        breachLast24Months: 'no',
        employeeRules: 'yes',
        annexSector: 'no',
        whistleblowingChannel: 'no',
      },
    }),
    expected: { scoreRange: [85, 100], riskLevel: 'low', topSteps: ['whistleblowing', 'training'] },
    reasons:
      'The same manufacturer with 50 workers: now obliged to run an internal whistleblowing channel ' +
      '(Art. 12(1) ЗЗЛПСПОИН: 50 or more); the band 1-50 cannot show it, the headcount does. No ' +
      'channel: a gap of weight 5. 153.25/165 ≈ 93, low (a medium issue does not raise the level). The ' +
      'channel first (a statutory duty with its own sanctions), then training.',
  },
];
