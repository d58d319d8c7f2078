import { makeInput } from '../assessment-fixtures';
import type { CalibrationProfile } from './types';

/** E-commerce: web shops, an online pharmacy and a marketplace. */
export const commerceProfiles: CalibrationProfile[] = [
  {
    name: 'small web shop with a notice and secure storage, unsure about consent',
    input: makeInput({
      industry: 'ecommerce',
      employeeCount: 'startup',
      headcount: 6,
      answers: {
        usesConsent: 'not_sure',
        deletesOldData: 'no',
        keepsRecords: 'no',
        hasBreachPlan: 'no',
        trainsEmployees: 'not_sure',
      },
      followUps: {
        specialCategories: 'no',
        systematicMonitoring: 'no',
        childrenData: 'no',
        lawfulBasisDocumented: 'not_sure',
        reliesOnConsent: 'yes',
        legitimateInterests: 'not_applicable',
        directMarketing: 'not_sure',
        automatedDecisions: 'not_applicable',
        processorAgreements: 'not_sure',
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
      scoreRange: [35, 51],
      riskLevel: 'high',
      topSteps: ['lawfulBasis', 'storageLimitation', 'breachResponse'],
    },
    reasons:
      'A 6-person web shop with a privacy notice and secure storage, handling requests and collecting ' +
      'no more than it needs. It is unsure whether its newsletter and cookie consent is valid (Art. ' +
      '6(1)(a), 7; cookies: ePrivacy Art. 5(3), Art. 4a ЗЕС) and whether its basis per purpose is ' +
      'documented (Art. 6(1)); no retention (Art. 5(1)(e)), no records (Art. 30), no breach plan; ' +
      'processor and US-transfer terms of its shop platform and mail tool unsure (Art. 28, 44-46). Not ' +
      '0 and not critical: the notice, security, rights and minimisation count. Hand computation: ' +
      '71/165 ≈ 43, high (less than half of the weighted measures, above the critical anchor); the ' +
      'noBreachPlan floor is only medium. Lawful basis and consent first (with the cookie banner), then' +
      ' retention, then a breach plan.',
  },
  {
    name: 'all-yes web shop with every follow-up answered safely',
    input: makeInput({
      industry: 'ecommerce',
      employeeCount: 'startup',
      headcount: 5,
      followUps: {
        specialCategories: 'no',
        systematicMonitoring: 'no',
        childrenData: 'no',
        lawfulBasisDocumented: 'yes',
        legitimateInterests: 'yes',
        directMarketing: 'yes',
        automatedDecisions: 'not_applicable',
        processorAgreements: 'yes',
        transferSafeguards: 'not_applicable',
        jointControllers: 'not_applicable',
        cctvRules: 'not_applicable',
        privacyByDesign: 'yes',
        dataMinimisation: 'yes',
        accountability: 'yes',
        breachLast24Months: 'no',
        employeeRules: 'yes',
      },
    }),
    expected: { scoreRange: [92, 100], riskLevel: 'low', topSteps: [] },
    reasons:
      'All ten answers yes and every follow-up answered the safe way: every applicable control is ' +
      'confirmed, 167/167 = 100, low. No cameras, no transfers outside the EEA, no children, no ' +
      'automated decisions; 5 workers and e-commerce is not an Annex sector, so no whistleblowing duty.' +
      ' Staff systems with rules give a DPIA share of 0.25, but the question is unanswered, so it ' +
      'counts for nothing. Nothing to fix.',
  },
  {
    name: 'online pharmacy with health-based marketing',
    input: makeInput({
      industry: 'ecommerce',
      employeeCount: 'smb',
      headcount: 80,
      answers: { usesConsent: 'not_sure', hasBreachPlan: 'not_sure' },
      followUps: {
        specialCategories: 'yes',
        specialCategoriesCore: 'yes',
        systematicMonitoring: 'yes',
        monitoringCore: 'yes',
        largeScale: 'not_sure',
        childrenData: 'no',
        lawfulBasisDocumented: 'yes',
        reliesOnConsent: 'yes',
        legitimateInterests: 'not_sure',
        directMarketing: 'no',
        automatedDecisions: 'not_applicable',
        processorAgreements: 'yes',
        transferSafeguards: 'not_sure',
        jointControllers: 'not_applicable',
        cctvRules: 'not_applicable',
        privacyByDesign: 'yes',
        dataMinimisation: 'yes',
        accountability: 'yes',
        dpoAppointed: 'no',
        dpiaDone: 'no',
        breachLast24Months: 'no',
        employeeRules: 'yes',
        whistleblowingChannel: 'yes',
      },
    }),
    expected: { scoreRange: [66, 82], riskLevel: 'medium', topSteps: ['dpia', 'directMarketing', 'consent'] },
    reasons:
      'An 80-person online pharmacy: orders reveal health conditions (Art. 9, core activity) and it ' +
      'profiles customers for recommendations and ads. It sends health-based e-mail marketing without ' +
      'explicit consent (Art. 9(2)(a), 21(2)-(3); ЗЕС and ЗЕТ with the register of refusals kept by ' +
      'КЗП), is unsure its cookie and ad consent is valid (ePrivacy Art. 5(3), Art. 4a ЗЕС), sends data' +
      ' to US tools with unconfirmed safeguards, and has no DPIA although core special categories and ' +
      'profiling meet two WP248 criteria (share 1). Large scale is unsure, so the DPO is a half-weight ' +
      'open question. Hand computation: 144.75/197 ≈ 73.5, medium; noBreachPlan and missingRequiredDpia' +
      ' floors agree. DPIA first, then stop health-based marketing without explicit consent, then ' +
      'consent for cookies and pixels.',
  },
  {
    name: 'online marketplace with unprotected transfers',
    input: makeInput({
      industry: 'ecommerce',
      employeeCount: 'enterprise',
      followUps: {
        specialCategories: 'no',
        systematicMonitoring: 'yes',
        monitoringCore: 'yes',
        largeScale: 'yes',
        childrenData: 'not_sure',
        childrenOnlineConsent: 'not_applicable',
        lawfulBasisDocumented: 'yes',
        legitimateInterests: 'not_sure',
        directMarketing: 'not_sure',
        automatedDecisions: 'yes',
        processorAgreements: 'yes',
        transferSafeguards: 'no',
        jointControllers: 'not_sure',
        cctvRules: 'yes',
        privacyByDesign: 'yes',
        dataMinimisation: 'yes',
        accountability: 'yes',
        dpoAppointed: 'yes',
        dpoNotified: 'yes',
        dpiaDone: 'yes',
        breachLast24Months: 'no',
        employeeRules: 'yes',
        whistleblowingChannel: 'yes',
      },
    }),
    expected: {
      scoreRange: [80, 96],
      riskLevel: 'medium',
      topSteps: ['internationalTransfers', 'legitimateInterests', 'directMarketing'],
    },
    reasons:
      'A 700-person marketplace that tracks and profiles at large scale with a DPO appointed and ' +
      'notified (Art. 37(1)(b), 37(7)) and a DPIA for fraud scoring that cancels orders automatically ' +
      'with safeguards (Art. 22(3), 35(3)(a)). It offers no service to children on the basis of ' +
      'consent. Its customer-service tool sends data to the US without safeguards (Art. 44-46); ' +
      'legitimate-interest assessments for profiling, marketing rules (Art. 21(2)-(3), ЗЕС, ЗЕТ) and ' +
      'arrangements with sellers (Art. 26) are unsure. Hand computation: 198/225 = 88, low by score, ' +
      'but the unprotectedTransfers floor and the high transfer issue (12) make it medium. Transfers ' +
      'first, then the LI assessment, then marketing.',
  },
];
