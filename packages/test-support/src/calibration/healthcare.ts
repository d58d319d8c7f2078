import { makeInput } from '../assessment-fixtures';
import type { CalibrationProfile } from './types';

/** Healthcare: clinics, practices and hospitals, private and public. */
export const healthcareProfiles: CalibrationProfile[] = [
  {
    name: 'all-yes clinic, no follow-ups',
    input: makeInput({
      industry: 'healthcare',
      employeeCount: 'startup',
    }),
    expected: { scoreRange: [92, 100], riskLevel: 'low', topSteps: [] },
    reasons:
      'All ten answers are yes and no follow-up was answered. Under 2027.1 an unanswered follow-up is ' +
      'unknown: the follow-up controls (lawful basis, processors, DPO, DPIA…) are left out of the score' +
      ' and open no gap, so the score is the weighted share of the eight core controls, 97/97 = 100 ' +
      '(multipliers cannot change a full share). Health data (Art. 9) makes the clinic sensitive for ' +
      'the floors, but secure storage (Art. 32) and a breach plan (Art. 33-34) are confirmed, so none ' +
      'fires. Whether Art. 37(1)(c) or 35(3)(b) apply depends on scale, which was not asked: that ' +
      'lowers confidence, not the score. Nothing to fix first.',
  },
  {
    name: 'dental practice with secure storage, other gaps',
    input: makeInput({
      industry: 'healthcare',
      employeeCount: 'startup',
      headcount: 7,
      answers: {
        hasPrivacyPolicy: 'not_sure',
        usesConsent: 'no',
        deletesOldData: 'no',
        keepsRecords: 'no',
        hasBreachPlan: 'no',
        trainsEmployees: 'not_sure',
      },
      followUps: {
        publicBody: 'no',
        specialCategories: 'yes',
        specialCategoriesCore: 'yes',
        largeScale: 'no',
        childrenData: 'yes',
        lawfulBasisDocumented: 'yes',
        reliesOnConsent: 'no',
        processorAgreements: 'not_sure',
        transferSafeguards: 'not_applicable',
        jointControllers: 'not_applicable',
        cctvRules: 'not_applicable',
        privacyByDesign: 'not_sure',
        dataMinimisation: 'yes',
        accountability: 'no',
        dpiaDone: 'no',
        breachLast24Months: 'no',
        employeeRules: 'not_applicable',
      },
    }),
    expected: {
      scoreRange: [38, 54],
      riskLevel: 'high',
      topSteps: ['breachResponse', 'storageLimitation', 'records'],
    },
    reasons:
      'One dental practice (7 people): patients’ health data is its core activity (Art. 9(2)(h)) but ' +
      'not large scale (Recital 91), so no DPO (Art. 37(1)(c)). It treats under the contract and the ' +
      'Health Act (Закон за здравето), not consent, so the consent control does not apply. Storage is ' +
      'secure, patients get their records and the lawful basis is documented; but there is no retention' +
      ' schedule (Art. 5(1)(e)), no Art. 30 records (the Art. 30(5) exemption never covers Art. 9 ' +
      'data), no breach plan (Art. 33-34), no one accountable (Art. 5(2), 24), and the notice (Art. ' +
      '13), training and the lab/software contracts (Art. 28) are unconfirmed. Hand computation without' +
      ' a DPIA: 62/134 ≈ 46, high (the noBreachPlan floor is only medium). Breach plan first (health ' +
      'data; CPDP (КЗЛД) must be notified without undue delay, where feasible within 72 hours), then ' +
      'retention, then the records that show what it holds. DPO NOTE: the design counts core special ' +
      'categories + children as two WP248 criteria, so a DPIA becomes required (share 1): a gap of ' +
      'weight 9 (≈ 43) and the missingRequiredDpia floor. WP248 rev.01 lists patients’ data processed ' +
      'by an individual physician or health professional as not requiring a DPIA (Recital 91); I expect' +
      ' no DPIA gap and no DPIA among the steps.',
  },
  {
    name: 'private medical centre without DPO or DPIA',
    input: makeInput({
      industry: 'healthcare',
      employeeCount: 'smb',
      headcount: 110,
      answers: { keepsRecords: 'not_sure', trainsEmployees: 'not_sure' },
      followUps: {
        publicBody: 'no',
        specialCategories: 'yes',
        specialCategoriesCore: 'yes',
        largeScale: 'yes',
        childrenData: 'yes',
        lawfulBasisDocumented: 'yes',
        legitimateInterests: 'not_applicable',
        directMarketing: 'not_applicable',
        processorAgreements: 'not_sure',
        transferSafeguards: 'not_applicable',
        jointControllers: 'not_applicable',
        cctvRules: 'yes',
        privacyByDesign: 'yes',
        dataMinimisation: 'yes',
        accountability: 'yes',
        dpoAppointed: 'no',
        dpiaDone: 'no',
        breachLast24Months: 'no',
        employeeRules: 'yes',
        whistleblowingChannel: 'no',
      },
    }),
    expected: { scoreRange: [68, 84], riskLevel: 'medium', topSteps: ['dpo', 'dpia', 'processorAgreements'] },
    reasons:
      'A 110-person polyclinic with tens of thousands of patients a year: large-scale health data is ' +
      'its core activity, so a DPO is mandatory (Art. 37(1)(c); WP243 rev.01) and a DPIA is required ' +
      '(Art. 35(3)(b)); it has neither. Processor contracts with the lab and IT vendor (Art. 28), Art. ' +
      '30 records and training are unconfirmed, and with 110 workers it has no whistleblowing channel ' +
      '(Art. 12(1) ЗЗЛПСПОИН). The rest is sound. Hand computation: 138.25/182 ≈ 76; the ' +
      'missingMandatoryDpo and missingRequiredDpia floors (medium) agree. DPO and DPIA first because ' +
      'they are unconditional duties for this processing, then the Art. 28 contracts, because ' +
      'processors see health data.',
  },
  {
    name: 'municipal hospital',
    input: makeInput({
      industry: 'healthcare',
      employeeCount: 'enterprise',
      answers: { secureStorage: 'not_sure', deletesOldData: 'no', trainsEmployees: 'not_sure' },
      followUps: {
        publicBody: 'yes',
        specialCategories: 'yes',
        specialCategoriesCore: 'yes',
        largeScale: 'yes',
        childrenData: 'yes',
        lawfulBasisDocumented: 'yes',
        legitimateInterests: 'not_applicable',
        directMarketing: 'not_applicable',
        processorAgreements: 'not_sure',
        transferSafeguards: 'not_applicable',
        jointControllers: 'not_applicable',
        cctvRules: 'yes',
        privacyByDesign: 'not_sure',
        dataMinimisation: 'yes',
        accountability: 'yes',
        dpoAppointed: 'yes',
        dpoNotified: 'yes',
        dpiaDone: 'not_sure',
        breachLast24Months: 'yes',
        employeeRules: 'yes',
        whistleblowingChannel: 'yes',
      },
    }),
    expected: {
      scoreRange: [65, 81],
      riskLevel: 'high',
      topSteps: ['security', 'dpia', 'storageLimitation'],
    },
    reasons:
      'A municipal hospital is a public body with large-scale health data: a DPO is mandatory (Art. ' +
      '37(1)(a) and (c)) and in place, notified to CPDP (КЗЛД) (Art. 37(7)); a DPIA is mandatory (Art. ' +
      '35(3)(b)) and not confirmed. Security of the records is unconfirmed (Art. 32) after a breach in ' +
      'the last 24 months (a plan exists), records are never deleted (Art. 5(1)(e)), processor terms, ' +
      'privacy by design and training unsure. Hand computation: 134.25/184 ≈ 73, medium; floors ' +
      'unverifiedSecurityOfSensitiveData and missingRequiredDpia are medium; the security issue loses ' +
      '14 × 1.5 × 0.75 ≈ 15.75, just under the critical threshold of 16. DPO NOTE: the formula gives ' +
      'medium; I would sign high: unconfirmed Art. 32 measures for large-scale health data at an ' +
      'organisation that has already had a breach is what Art. 83(2)(a), (b) and (d) treat as most ' +
      'serious. A floor “sensitive data, recent breach, security not confirmed → high” is missing. ' +
      'Security first, then the DPIA, then retention.',
  },
  {
    name: 'careful private hospital group',
    input: makeInput({
      industry: 'healthcare',
      employeeCount: 'enterprise',
      followUps: {
        publicBody: 'no',
        specialCategories: 'yes',
        specialCategoriesCore: 'yes',
        largeScale: 'yes',
        childrenData: 'yes',
        lawfulBasisDocumented: 'yes',
        legitimateInterests: 'yes',
        directMarketing: 'not_applicable',
        processorAgreements: 'yes',
        transferSafeguards: 'yes',
        jointControllers: 'yes',
        cctvRules: 'yes',
        privacyByDesign: 'yes',
        dataMinimisation: 'not_sure',
        accountability: 'yes',
        dpoAppointed: 'yes',
        dpoNotified: 'yes',
        dpiaDone: 'yes',
        breachLast24Months: 'no',
        employeeRules: 'yes',
        whistleblowingChannel: 'yes',
      },
    }),
    expected: { scoreRange: [89, 100], riskLevel: 'low', topSteps: ['dataMinimisation'] },
    reasons:
      'A private hospital group doing what the law asks: DPO appointed and notified (Art. 37(1)(c), ' +
      '37(7)), DPIAs done (Art. 35(3)(b)), processor contracts and transfer safeguards (Art. 28, 46), ' +
      'arrangements with partner labs (Art. 26), camera and staff rules (Art. 25i ЗЗЛД), ' +
      'whistleblowing channel. Only minimisation and accuracy (Art. 5(1)(c)-(d)) are unconfirmed. Hand ' +
      'computation: 202.25/209 ≈ 97, low; the one gap loses 6.75 (a medium issue), which does not raise' +
      ' the level.',
  },
];
