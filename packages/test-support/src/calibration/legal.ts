import { makeInput } from '../assessment-fixtures';
import type { CalibrationProfile } from './types';

/** Legal: law firms of every size. */
export const legalProfiles: CalibrationProfile[] = [
  {
    name: 'small law firm after a breach, no plan',
    input: makeInput({
      industry: 'legal',
      employeeCount: 'startup',
      headcount: 12,
      answers: {
        secureStorage: 'not_sure',
        keepsRecords: 'not_sure',
        hasBreachPlan: 'no',
        trainsEmployees: 'no',
      },
      followUps: {
        specialCategories: 'yes',
        specialCategoriesCore: 'yes',
        largeScale: 'no',
        lawfulBasisDocumented: 'yes',
        legitimateInterests: 'not_applicable',
        directMarketing: 'not_applicable',
        processorAgreements: 'yes',
        transferSafeguards: 'not_applicable',
        jointControllers: 'not_applicable',
        cctvRules: 'not_applicable',
        privacyByDesign: 'not_sure',
        dataMinimisation: 'yes',
        accountability: 'yes',
        breachLast24Months: 'yes',
        employeeRules: 'not_applicable',
        annexSector: 'no',
      },
    }),
    expected: {
      scoreRange: [62, 78],
      riskLevel: 'high',
      topSteps: ['breachResponse', 'security', 'training'],
    },
    reasons:
      'A 12-person law firm with criminal and employment cases: Art. 9/10 data is its core activity but' +
      ' not large scale (Recital 91), so no DPO. It had a breach in the last 24 months and still has no' +
      ' breach plan (Art. 33: notify CPDP (КЗЛД) without undue delay, where feasible within 72 hours; ' +
      'Art. 34: tell the clients where the risk is high); security of privileged files is unconfirmed ' +
      '(Art. 32) and staff are not trained (Art. 32(4)). Not an Annex sector and 12 workers: no ' +
      'whistleblowing duty. Hand computation: 102.75/146 ≈ 70, medium by score, but ' +
      'recentBreachWithoutPlan (high) and unverifiedSecurityOfSensitiveData make it high. Breach plan ' +
      'first, then security, then training.',
  },
  {
    name: 'careful mid-size law firm with documented DPO and DPIA decisions',
    input: makeInput({
      industry: 'legal',
      employeeCount: 'smb',
      headcount: 150,
      followUps: {
        specialCategories: 'yes',
        specialCategoriesCore: 'yes',
        largeScale: 'not_sure',
        lawfulBasisDocumented: 'yes',
        legitimateInterests: 'yes',
        directMarketing: 'not_applicable',
        processorAgreements: 'yes',
        transferSafeguards: 'yes',
        jointControllers: 'not_applicable',
        cctvRules: 'yes',
        privacyByDesign: 'not_sure',
        dataMinimisation: 'yes',
        accountability: 'yes',
        dpoAppointed: 'not_applicable',
        dpiaDone: 'not_applicable',
        breachLast24Months: 'no',
        employeeRules: 'yes',
        whistleblowingChannel: 'yes',
      },
    }),
    expected: { scoreRange: [89, 100], riskLevel: 'low', topSteps: ['privacyByDesign'] },
    reasons:
      'A 150-person law firm with criminal and employment practices (Art. 9/10 data as a core ' +
      'activity). Whether its volume is large scale is a judgement (WP243 rev.01); it analysed it and ' +
      'documented that a DPO is not required, and documented why its processing needs no DPIA (WP248 ' +
      'rev.01 lets a controller that meets two criteria justify and document not doing one). Both ' +
      'documented decisions meet Art. 5(2) and earn full credit. Everything else is in place; only ' +
      'privacy by design (Art. 25) is unsure. Hand computation: 192.75/198 ≈ 97, low. DPO NOTE: full ' +
      'credit is right here only because no Art. 37(1) or 35(3) case is established (the DPO share ' +
      'comes from “not sure” about scale, the DPIA share from WP248 criteria); see the design note on ' +
      '“not required” where the obligation is certain.',
  },
  {
    name: 'large law firm with unprotected transfers',
    input: makeInput({
      industry: 'legal',
      employeeCount: 'enterprise',
      answers: { trainsEmployees: 'not_sure' },
      followUps: {
        specialCategories: 'yes',
        specialCategoriesCore: 'yes',
        largeScale: 'no',
        lawfulBasisDocumented: 'yes',
        legitimateInterests: 'yes',
        directMarketing: 'yes',
        processorAgreements: 'not_sure',
        transferSafeguards: 'no',
        jointControllers: 'not_applicable',
        cctvRules: 'yes',
        privacyByDesign: 'yes',
        dataMinimisation: 'yes',
        accountability: 'yes',
        dpiaDone: 'yes',
        breachLast24Months: 'no',
        employeeRules: 'yes',
        whistleblowingChannel: 'yes',
      },
    }),
    expected: {
      scoreRange: [79, 95],
      riskLevel: 'medium',
      topSteps: ['internationalTransfers', 'processorAgreements', 'training'],
    },
    reasons:
      'A 280-lawyer firm using a US e-discovery and document-review tool with no SCCs or adequacy basis' +
      ' (Art. 44, 46): privileged, partly Art. 9/10 data leaves the EEA unprotected. The vendor’s ' +
      'processor terms are unsure (Art. 28) and training is unsure; everything else, including a DPIA, ' +
      'is in place; not large scale in its judgement, so no DPO. Hand computation: 174.75/201 ≈ 87, low' +
      ' by score, but the unprotectedTransfers floor and the high transfer issue (12) make it medium. ' +
      'Transfers first, then the same vendor’s Art. 28 terms, then training.',
  },
];
