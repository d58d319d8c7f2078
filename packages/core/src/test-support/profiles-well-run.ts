import { makeInput } from './assessment-fixtures';
import type { CompanyProfile } from './company-profiles';

/** Companies whose outcome is low or medium risk. */
export const wellRunProfiles: CompanyProfile[] = [
  {
    name: 'careful private clinic',
    input: makeInput({
      industry: 'healthcare',
      employeeCount: 'smb',
      followUps: {
        processorAgreements: 'yes',
        transfersOutsideEea: 'no',
        specialCategories: 'yes',
        childrenData: 'yes',
        dpoAppointed: 'yes',
        dpiaDone: 'yes',
        breachLast24Months: 'no',
        videoSurveillance: 'yes',
        cctvRules: 'yes',
        employeeRules: 'yes',
        whistleblowingChannel: 'yes',
      },
    }),
    expectedRisk: 'low',
    scoreRange: [95, 100],
    justification:
      'Health data under a DPO, a DPIA, security, a breach plan and CCTV rules: residual risk is low.',
  },
  {
    name: 'small accounting firm',
    input: makeInput({
      industry: 'finance',
      answers: { deletesOldData: 'no', trainsEmployees: 'not_sure' },
      followUps: {
        processorAgreements: 'yes',
        transfersOutsideEea: 'no',
        specialCategories: 'no',
        systematicMonitoring: 'no',
        breachLast24Months: 'no',
        videoSurveillance: 'no',
        employeeRules: 'yes',
      },
    }),
    expectedRisk: 'medium',
    scoreRange: [65, 80],
    justification:
      'Sound basics, but no retention schedule for financial records and unverified staff training.',
  },
  {
    name: 'software company acting as processor',
    input: makeInput({
      industry: 'technology',
      employeeCount: 'smb',
      answers: { keepsRecords: 'not_sure' },
      followUps: {
        processorAgreements: 'yes',
        transfersOutsideEea: 'yes',
        transferSafeguards: 'yes',
        specialCategories: 'no',
        childrenData: 'no',
        systematicMonitoring: 'no',
        breachLast24Months: 'no',
        videoSurveillance: 'no',
        employeeRules: 'yes',
        whistleblowingChannel: 'yes',
      },
    }),
    expectedRisk: 'low',
    scoreRange: [85, 95],
    justification: 'Contracts and transfer safeguards in place; only the Art. 30 records are unconfirmed.',
  },
  {
    name: 'small law firm',
    input: makeInput({
      industry: 'legal',
      answers: { trainsEmployees: 'no', keepsRecords: 'not_sure' },
      followUps: {
        specialCategories: 'yes',
        processorAgreements: 'yes',
        transfersOutsideEea: 'no',
        breachLast24Months: 'no',
        videoSurveillance: 'no',
        employeeRules: 'yes',
      },
    }),
    expectedRisk: 'medium',
    scoreRange: [65, 82],
    justification: 'Confidential and criminal-offence data with untrained staff; DPIA and DPO unassessed.',
  },
  {
    name: 'retail chain with CCTV',
    input: makeInput({
      employeeCount: 'enterprise',
      followUps: {
        processorAgreements: 'yes',
        transfersOutsideEea: 'no',
        specialCategories: 'no',
        breachLast24Months: 'no',
        videoSurveillance: 'yes',
        cctvRules: 'no',
        employeeRules: 'no',
        whistleblowingChannel: 'no',
      },
    }),
    expectedRisk: 'medium',
    scoreRange: [75, 88],
    justification:
      'Basics in place, but cameras without rules (a frequent КЗЛД complaint) and no whistleblowing channel at 250+ staff.',
  },
  {
    name: 'consumer lender with credit scoring',
    input: makeInput({
      industry: 'finance',
      employeeCount: 'smb',
      followUps: {
        systematicMonitoring: 'yes',
        dpoAppointed: 'no',
        dpiaDone: 'no',
        processorAgreements: 'yes',
        transfersOutsideEea: 'no',
        specialCategories: 'no',
        breachLast24Months: 'no',
        videoSurveillance: 'no',
        employeeRules: 'yes',
        whistleblowingChannel: 'yes',
      },
    }),
    expectedRisk: 'medium',
    scoreRange: [80, 92],
    justification:
      'Credit scoring is profiling with legal effects: without a DPIA (Art. 35(3)(a)) the risk cannot be low.',
  },
  {
    name: 'university',
    input: makeInput({
      industry: 'education',
      employeeCount: 'enterprise',
      answers: { allowsDataRequests: 'not_sure' },
      followUps: {
        childrenData: 'yes',
        specialCategories: 'yes',
        dpoAppointed: 'yes',
        dpiaDone: 'not_sure',
        processorAgreements: 'yes',
        transfersOutsideEea: 'yes',
        transferSafeguards: 'yes',
        breachLast24Months: 'no',
        videoSurveillance: 'yes',
        cctvRules: 'yes',
        employeeRules: 'yes',
        whistleblowingChannel: 'yes',
      },
    }),
    expectedRisk: 'medium',
    scoreRange: [78, 90],
    justification:
      'A mature programme, but large-scale health data without a confirmed DPIA keeps the risk at medium.',
  },
  {
    name: 'start-up answering only the ten questions, all yes',
    input: makeInput(),
    expectedRisk: 'medium',
    scoreRange: [72, 80],
    justification:
      'All basics confirmed, but processor contracts, transfers, CCTV and employer rules are unknown.',
  },
];
