import { makeInput } from './assessment-fixtures';
import type { CompanyProfile } from './company-profiles';

/** Companies whose outcome is high or critical risk. */
export const poorlyRunProfiles: CompanyProfile[] = [
  {
    name: 'careless web shop',
    input: makeInput({
      industry: 'ecommerce',
      answers: {
        hasPrivacyPolicy: 'no',
        usesConsent: 'no',
        allowsDataRequests: 'no',
        secureStorage: 'no',
        deletesOldData: 'no',
        keepsRecords: 'no',
        hasBreachPlan: 'no',
        trainsEmployees: 'no',
      },
      followUps: {
        processorAgreements: 'no',
        transfersOutsideEea: 'yes',
        transferSafeguards: 'no',
        childrenData: 'no',
        systematicMonitoring: 'yes',
        specialCategories: 'no',
        breachLast24Months: 'no',
        videoSurveillance: 'no',
        employeeRules: 'no',
      },
    }),
    expectedRisk: 'critical',
    scoreRange: [0, 10],
    justification:
      'Sells online with tracking and US tools but has no notice, consent, security, retention or breach plan.',
  },
  {
    name: 'private children’s language school',
    input: makeInput({
      industry: 'education',
      answers: {
        usesConsent: 'not_sure',
        deletesOldData: 'not_sure',
        keepsRecords: 'no',
        hasBreachPlan: 'no',
        trainsEmployees: 'no',
      },
      followUps: {
        childrenData: 'yes',
        processorAgreements: 'not_sure',
        specialCategories: 'no',
        videoSurveillance: 'yes',
        cctvRules: 'no',
        breachLast24Months: 'no',
        employeeRules: 'no',
      },
    }),
    expectedRisk: 'critical',
    scoreRange: [10, 30],
    justification:
      'Children’s data without confirmed parental consent, cameras without rules, no records, training or breach plan.',
  },
  {
    name: 'SaaS start-up on US tools without safeguards',
    input: makeInput({
      industry: 'technology',
      answers: {
        allowsDataRequests: 'not_sure',
        deletesOldData: 'no',
        keepsRecords: 'no',
        hasBreachPlan: 'not_sure',
        trainsEmployees: 'no',
      },
      followUps: {
        processorAgreements: 'no',
        transfersOutsideEea: 'yes',
        transferSafeguards: 'no',
        systematicMonitoring: 'yes',
        specialCategories: 'no',
        childrenData: 'no',
        videoSurveillance: 'no',
      },
    }),
    expectedRisk: 'critical',
    scoreRange: [5, 25],
    justification:
      'Unlawful transfers, no processor terms and no records in a business built on processing client data.',
  },
  {
    name: 'regional hospital after a breach',
    input: makeInput({
      industry: 'healthcare',
      employeeCount: 'enterprise',
      answers: { secureStorage: 'not_sure', trainsEmployees: 'not_sure', deletesOldData: 'no' },
      followUps: {
        specialCategories: 'yes',
        dpoAppointed: 'yes',
        dpiaDone: 'no',
        processorAgreements: 'yes',
        transfersOutsideEea: 'no',
        breachLast24Months: 'yes',
        videoSurveillance: 'yes',
        cctvRules: 'yes',
        employeeRules: 'yes',
        whistleblowingChannel: 'yes',
        childrenData: 'yes',
      },
    }),
    expectedRisk: 'high',
    scoreRange: [40, 60],
    justification:
      'Large-scale health data with unverified security, no DPIA or retention, and a recent breach.',
  },
  {
    name: 'marketing-driven web shop',
    input: makeInput({
      industry: 'ecommerce',
      employeeCount: 'smb',
      answers: {
        usesConsent: 'not_sure',
        deletesOldData: 'not_sure',
        keepsRecords: 'no',
        trainsEmployees: 'not_sure',
      },
      followUps: {
        processorAgreements: 'yes',
        transfersOutsideEea: 'yes',
        transferSafeguards: 'not_sure',
        systematicMonitoring: 'yes',
        childrenData: 'no',
        specialCategories: 'no',
        breachLast24Months: 'no',
        videoSurveillance: 'no',
        employeeRules: 'yes',
        whistleblowingChannel: 'no',
      },
    }),
    expectedRisk: 'high',
    scoreRange: [40, 55],
    justification:
      'Unproven marketing consent, unmapped US transfers and no records in a tracking-based business.',
  },
  {
    name: 'micro consultancy that thinks it holds no data',
    input: makeInput({
      answers: {
        collectsData: 'no',
        hasPrivacyPolicy: 'no',
        usesConsent: 'no',
        allowsDataRequests: 'no',
        usesThirdParties: 'no',
        deletesOldData: 'no',
        keepsRecords: 'no',
        hasBreachPlan: 'no',
        trainsEmployees: 'no',
      },
    }),
    expectedRisk: 'critical',
    scoreRange: [0, 20],
    justification: 'The GDPR still applies to its staff and client contacts, and none of the basics exist.',
  },
  {
    name: 'small dental practice',
    input: makeInput({
      industry: 'healthcare',
      answers: {
        allowsDataRequests: 'not_sure',
        secureStorage: 'not_sure',
        deletesOldData: 'no',
        keepsRecords: 'no',
        hasBreachPlan: 'no',
        trainsEmployees: 'no',
      },
      followUps: { processorAgreements: 'not_sure', specialCategories: 'yes', videoSurveillance: 'no' },
    }),
    expectedRisk: 'critical',
    scoreRange: [5, 25],
    justification:
      'Patients’ health data with unverified security, no records, no retention rules and no breach plan.',
  },
];
