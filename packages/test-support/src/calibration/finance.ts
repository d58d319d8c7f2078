import { makeInput } from '../assessment-fixtures';
import type { CalibrationProfile } from './types';

/** Finance: banks, lenders, brokers and AML-obliged firms. */
export const financeProfiles: CalibrationProfile[] = [
  {
    name: 'all-yes bank, no follow-ups',
    input: makeInput({
      industry: 'finance',
      employeeCount: 'enterprise',
    }),
    expected: { scoreRange: [92, 100], riskLevel: 'low', topSteps: [] },
    reasons:
      'All ten answers are yes and no follow-up was answered: the follow-up controls are unknown, left ' +
      'out of the score and open no gap, so 97/97 = 100. Finance counts as sensitive for the floors, ' +
      'but secure storage and a breach plan are confirmed. A bank’s real exposure (Art. 22 credit ' +
      'decisions, Art. 35(3)(a), monitoring for AML, the whistleblowing channel it must have under Art.' +
      ' 12(1) ЗЗЛПСПОИН) is unknown: that lowers confidence, not the score. Nothing to fix first.',
  },
  {
    name: 'AML-obliged small accounting firm without a whistleblowing channel',
    input: makeInput({
      industry: 'finance',
      employeeCount: 'startup',
      headcount: 9,
      answers: { deletesOldData: 'not_sure', hasBreachPlan: 'not_sure', trainsEmployees: 'no' },
      followUps: {
        specialCategories: 'yes',
        specialCategoriesCore: 'no',
        systematicMonitoring: 'no',
        lawfulBasisDocumented: 'yes',
        legitimateInterests: 'not_applicable',
        directMarketing: 'not_applicable',
        automatedDecisions: 'not_applicable',
        processorAgreements: 'yes',
        transferSafeguards: 'not_applicable',
        jointControllers: 'not_applicable',
        processorDuties: 'yes',
        cctvRules: 'not_applicable',
        privacyByDesign: 'yes',
        dataMinimisation: 'yes',
        accountability: 'yes',
        breachLast24Months: 'no',
        employeeRules: 'not_applicable',
        annexSector: 'yes',
        whistleblowingChannel: 'no',
      },
    }),
    expected: {
      scoreRange: [72, 88],
      riskLevel: 'medium',
      topSteps: ['storageLimitation', 'breachResponse', 'whistleblowing'],
    },
    reasons:
      'A 9-person accounting firm obliged under the anti-money-laundering act (ЗМИП): an Annex sector, ' +
      'so it must run an internal whistleblowing channel whatever its size (Art. 12(1) ЗЗЛПСПОИН; ' +
      'Directive 2019/1937 Art. 8(4)); it has none. Payroll for clients as processor is covered (Art. ' +
      '28(3), 30(2)). Sick-leave data on payroll is Art. 9 data but not a core activity at large scale:' +
      ' no DPO. Retention is unclear (AML and accounting periods must be mapped, then data deleted: ' +
      'Art. 5(1)(e)), the breach plan is unsure and staff are not trained. Hand computation: 127/159 ≈ ' +
      '80, on the boundary, but the noBreachPlan floor and two high issues (retention 13 × 1.2 × 0.75 ≈' +
      ' 11.7, breach 11 × 1.3 × 0.75 ≈ 10.7) make it medium either way. Retention and breach plan ' +
      'first; the whistleblowing channel third, ahead of training: a statutory duty with its own ' +
      'sanctions that a small firm can set up in days.',
  },
  {
    name: 'consumer lender with automated credit decisions',
    input: makeInput({
      industry: 'finance',
      employeeCount: 'smb',
      headcount: 90,
      answers: { deletesOldData: 'not_sure' },
      followUps: {
        specialCategories: 'no',
        systematicMonitoring: 'yes',
        monitoringCore: 'yes',
        largeScale: 'yes',
        lawfulBasisDocumented: 'yes',
        legitimateInterests: 'yes',
        directMarketing: 'yes',
        automatedDecisions: 'no',
        processorAgreements: 'yes',
        transferSafeguards: 'not_applicable',
        jointControllers: 'not_applicable',
        processorDuties: 'not_applicable',
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
    expected: { scoreRange: [74, 90], riskLevel: 'high', topSteps: ['automatedDecisions', 'dpia', 'dpo'] },
    reasons:
      'A 90-person non-bank lender scoring about 100 000 applicants: credit scoring is regular and ' +
      'systematic monitoring (WP243 rev.01 names it) and its core activity at large scale, so a DPO is ' +
      'mandatory (Art. 37(1)(b)); applications are refused by the algorithm with no human review, ' +
      'explanation or contest (Art. 22(1), (3), 13(2)(f)), and a DPIA is mandatory (Art. 35(3)(a)). ' +
      'None of the three is in place; everything else is confirmed except retention. Hand computation: ' +
      '162.25/198 ≈ 82; the missingMandatoryDpo, missingRequiredDpia and ' +
      'automatedDecisionsWithoutSafeguards floors give medium. DPO NOTE: the formula gives medium; I ' +
      'would sign high: solely automated refusals without Art. 22(3) safeguards hit every applicant, ' +
      'are higher-tier infringements (Art. 83(5); CJEU C-634/21 SCHUFA) and come with a missing ' +
      'mandatory DPO and DPIA; the automatedDecisionsWithoutSafeguards floor should be high. Art. 22 ' +
      'safeguards first, then the DPIA, then the DPO.',
  },
  {
    name: 'insurance broker with unfinished paperwork',
    input: makeInput({
      industry: 'finance',
      employeeCount: 'smb',
      headcount: 75,
      answers: {
        allowsDataRequests: 'not_sure',
        deletesOldData: 'no',
        keepsRecords: 'not_sure',
        trainsEmployees: 'not_sure',
      },
      followUps: {
        specialCategories: 'yes',
        specialCategoriesCore: 'yes',
        systematicMonitoring: 'no',
        largeScale: 'no',
        lawfulBasisDocumented: 'not_sure',
        legitimateInterests: 'no',
        directMarketing: 'not_sure',
        automatedDecisions: 'not_applicable',
        processorAgreements: 'yes',
        transferSafeguards: 'not_applicable',
        jointControllers: 'not_sure',
        processorDuties: 'not_applicable',
        cctvRules: 'not_applicable',
        privacyByDesign: 'not_sure',
        dataMinimisation: 'yes',
        accountability: 'not_sure',
        dpiaDone: 'not_sure',
        breachLast24Months: 'no',
        employeeRules: 'yes',
        whistleblowingChannel: 'yes',
      },
    }),
    expected: {
      scoreRange: [47, 63],
      riskLevel: 'high',
      topSteps: ['lawfulBasis', 'storageLimitation', 'dataSubjectRights'],
    },
    reasons:
      'A 75-person insurance broker: clients’ health data for life and health cover is part of its core' +
      ' service (Art. 9) but, at about 15 000 clients, not large scale in its own judgement, so no DPO;' +
      ' one WP248 criterion plus staff systems make a DPIA a decision to take (share 0.75), and it is ' +
      'unsure one was made. It is unsure its lawful basis per purpose is documented (Art. 6(1) and an ' +
      'Art. 9(2) condition for health data), relies on legitimate interests without an assessment (Art.' +
      ' 6(1)(f)), never deletes (Art. 5(1)(e)), and requests, records, training, marketing (ЗЕС, ЗЕТ) ' +
      'and its arrangements with insurers (Art. 26) are unsure. Hand computation: 101.4/183.75 ≈ 55, ' +
      'high; no floor (security and plan confirmed). Lawful basis first (health data without a ' +
      'documented Art. 9(2) condition is unlawful), then retention, then data subject rights.',
  },
];
