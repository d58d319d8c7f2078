import { makeInput } from '../assessment-fixtures';
import type { CalibrationProfile } from './types';

/** Technology: processors, a game studio and ad tech. */
export const technologyProfiles: CalibrationProfile[] = [
  {
    name: 'mobile game studio with children and ad SDKs',
    input: makeInput({
      industry: 'technology',
      employeeCount: 'startup',
      headcount: 15,
      answers: {
        usesConsent: 'not_sure',
        allowsDataRequests: 'not_sure',
        deletesOldData: 'no',
        keepsRecords: 'no',
        hasBreachPlan: 'no',
        trainsEmployees: 'no',
      },
      followUps: {
        specialCategories: 'no',
        systematicMonitoring: 'yes',
        monitoringCore: 'yes',
        largeScale: 'yes',
        childrenData: 'yes',
        childrenOnlineConsent: 'no',
        lawfulBasisDocumented: 'no',
        reliesOnConsent: 'yes',
        legitimateInterests: 'not_applicable',
        directMarketing: 'not_applicable',
        automatedDecisions: 'not_applicable',
        processorAgreements: 'not_sure',
        transferSafeguards: 'not_sure',
        jointControllers: 'not_sure',
        processorDuties: 'not_applicable',
        cctvRules: 'not_applicable',
        privacyByDesign: 'no',
        dataMinimisation: 'no',
        accountability: 'no',
        dpoAppointed: 'no',
        dpiaDone: 'no',
        breachLast24Months: 'no',
        employeeRules: 'not_applicable',
      },
    }),
    expected: {
      scoreRange: [14, 30],
      riskLevel: 'critical',
      topSteps: ['childrenData', 'lawfulBasis', 'dpia'],
    },
    reasons:
      'A 15-person studio with about a million players, many under 14, monetised by ad SDKs that ' +
      'profile players. Information-society service offered to children on the basis of consent without' +
      ' parental consent below 14 (Art. 8; Art. 25v ЗЗЛД); no documented lawful basis at all (Art. ' +
      '6(1)); large-scale behavioural monitoring as core activity, so a DPO is mandatory (Art. ' +
      '37(1)(b)) and a DPIA required (monitoring, large scale, children) — neither exists; no ' +
      'retention, records, breach plan, training, minimisation or privacy by default for children (Art.' +
      ' 25(2)); SDK vendors’ terms, joint control and US transfers unclear. Hand computation: 41.25/188' +
      ' ≈ 22, critical, with the childrenWithoutParentalConsent, noLawfulBasis, missingMandatoryDpo and' +
      ' missingRequiredDpia floors. Parental consent and an age gate first, then a lawful basis, then ' +
      'the DPIA.',
  },
  {
    name: 'SaaS acting as processor without client terms',
    input: makeInput({
      industry: 'technology',
      employeeCount: 'smb',
      headcount: 140,
      answers: { keepsRecords: 'not_sure', hasBreachPlan: 'not_sure' },
      followUps: {
        specialCategories: 'no',
        systematicMonitoring: 'no',
        childrenData: 'no',
        lawfulBasisDocumented: 'yes',
        legitimateInterests: 'yes',
        directMarketing: 'yes',
        automatedDecisions: 'not_applicable',
        processorAgreements: 'yes',
        transferSafeguards: 'yes',
        jointControllers: 'not_applicable',
        processorDuties: 'no',
        cctvRules: 'not_applicable',
        privacyByDesign: 'yes',
        dataMinimisation: 'yes',
        accountability: 'yes',
        breachLast24Months: 'no',
        employeeRules: 'yes',
        whistleblowingChannel: 'yes',
      },
    }),
    expected: {
      scoreRange: [80, 96],
      riskLevel: 'medium',
      topSteps: ['processorDuties', 'breachResponse', 'records'],
    },
    reasons:
      'A 140-person B2B SaaS is its customers’ processor (Art. 28) but offers no Art. 28(3) data ' +
      'processing terms, keeps no Art. 30(2) record as processor and has no process to tell customers ' +
      'of a breach without undue delay (Art. 33(2)); its own sub-processors are covered and transfers ' +
      'run under SCCs. Breach plan and records are unsure. Hand computation: 168.25/192 ≈ 88, low by ' +
      'score; the noBreachPlan floor makes it medium. Processor duties first, then the breach plan, ' +
      'then the records.',
  },
  {
    name: 'ad-tech profiling firm at large scale',
    input: makeInput({
      industry: 'technology',
      employeeCount: 'enterprise',
      answers: {
        hasPrivacyPolicy: 'not_sure',
        usesConsent: 'not_sure',
        allowsDataRequests: 'not_sure',
        deletesOldData: 'no',
      },
      followUps: {
        specialCategories: 'no',
        systematicMonitoring: 'yes',
        monitoringCore: 'yes',
        largeScale: 'yes',
        childrenData: 'no',
        lawfulBasisDocumented: 'not_sure',
        reliesOnConsent: 'yes',
        legitimateInterests: 'no',
        directMarketing: 'yes',
        automatedDecisions: 'not_applicable',
        processorAgreements: 'yes',
        transferSafeguards: 'not_sure',
        jointControllers: 'no',
        processorDuties: 'yes',
        cctvRules: 'not_applicable',
        privacyByDesign: 'not_sure',
        dataMinimisation: 'no',
        accountability: 'yes',
        dpoAppointed: 'yes',
        dpoNotified: 'no',
        dpiaDone: 'not_sure',
        breachLast24Months: 'no',
        employeeRules: 'yes',
        whistleblowingChannel: 'yes',
      },
    }),
    expected: {
      scoreRange: [46, 62],
      riskLevel: 'high',
      topSteps: ['lawfulBasis', 'dpia', 'internationalTransfers'],
    },
    reasons:
      'A 400-person ad-tech firm: large-scale tracking and profiling is its core activity, so a DPO is ' +
      'mandatory (Art. 37(1)(b)) — appointed but not notified (Art. 37(7)) — and a DPIA is required ' +
      '(monitoring, large scale); it is unsure one exists. It profiles on legitimate interests without ' +
      'an assessment, its consent strings are of unclear validity (Art. 6(1)(a), 7; ePrivacy Art. 5(3),' +
      ' Art. 4a ЗЕС; CJEU C-604/22 IAB Europe), joint control with publishers is not arranged (Art. 26;' +
      ' C-40/17 Fashion ID), bid data goes outside the EEA with unsure safeguards, no retention, no ' +
      'minimisation, and the notice is unsure (Art. 13-14). Hand computation: 116.75/216 ≈ 54, high; ' +
      'the missingRequiredDpia floor is medium. Lawful basis first (everything rests on it), then the ' +
      'DPIA, then the transfers.',
  },
  {
    name: 'IT managed-services start-up acting as processor',
    input: makeInput({
      industry: 'technology',
      employeeCount: 'startup',
      headcount: 22,
      answers: { keepsRecords: 'no' },
      followUps: {
        specialCategories: 'no',
        systematicMonitoring: 'no',
        childrenData: 'no',
        lawfulBasisDocumented: 'yes',
        legitimateInterests: 'yes',
        directMarketing: 'not_applicable',
        automatedDecisions: 'not_applicable',
        processorAgreements: 'no',
        transferSafeguards: 'yes',
        jointControllers: 'not_applicable',
        processorDuties: 'not_sure',
        cctvRules: 'not_applicable',
        privacyByDesign: 'yes',
        dataMinimisation: 'yes',
        accountability: 'yes',
        breachLast24Months: 'no',
        employeeRules: 'not_applicable',
      },
    }),
    expected: {
      scoreRange: [77, 93],
      riskLevel: 'medium',
      topSteps: ['processorAgreements', 'records', 'processorDuties'],
    },
    reasons:
      'A 22-person managed-services provider that hosts and administers clients’ systems: a processor ' +
      '(Art. 28). It uses a backup provider and remote-access tools without sub-processor contracts ' +
      '(Art. 28(2), (4)), is unsure of its Art. 28(3) terms with clients and its Art. 30(2) record, and' +
      ' keeps no Art. 30(1) records of its own. Security, breach plan and transfer safeguards are in ' +
      'place. Hand computation: 148/174 ≈ 85, low by score, but the processor-contract issue (10 × 1.4 ' +
      '= 14) is high, so medium. Sub-processor contracts first, then records, then the processor terms ' +
      'with clients.',
  },
];
