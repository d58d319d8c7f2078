import { makeInput } from '../assessment-fixtures';
import type { CalibrationProfile } from './types';

/** Other industries, mid-size and large employers. */
export const otherEmployerProfiles: CalibrationProfile[] = [
  {
    name: 'logistics firm of 120 holding sick notes',
    input: makeInput({
      industry: 'other',
      employeeCount: 'smb',
      headcount: 120,
      answers: { deletesOldData: 'not_sure', trainsEmployees: 'not_sure' },
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
        cctvRules: 'yes',
        privacyByDesign: 'yes',
        dataMinimisation: 'yes',
        accountability: 'yes',
        dpiaDone: 'not_sure',
        breachLast24Months: 'no',
        employeeRules: 'yes',
        whistleblowingChannel: 'yes',
      },
    }),
    expected: { scoreRange: [81, 97], riskLevel: 'low', topSteps: ['storageLimitation', 'training', 'dpia'] },
    reasons:
      'A 120-person logistics firm honestly reports staff sick notes and occupational-health ' +
      'certificates: Art. 9 data, but ancillary HR processing, not a core activity (WP243 rev.01, ' +
      '2.1.2). So NO DPO is required (Art. 37(1)(c) not met; headcount never triggers one) and Art. ' +
      '35(3)(b) does not apply. Warehouse cameras with rules, access and working-time systems with ' +
      'internal rules (Art. 25i ЗЗЛД), a whistleblowing channel for its 120 workers (Art. 12(1) ' +
      'ЗЗЛПСПОИН). Retention of HR files (and the 6-month limit for applicants, Art. 25k ЗЗЛД) and ' +
      'training are unsure; a DPIA screening for the cameras (one WP248 criterion, share 0.5) is ' +
      'unsure. Hand computation: 157.6/177.5 ≈ 89, low; no floor. Retention, training, then the ' +
      'documented DPIA screening.',
  },
  {
    name: 'recruitment agency keeping CVs indefinitely',
    input: makeInput({
      industry: 'other',
      employeeCount: 'smb',
      headcount: 60,
      answers: { usesConsent: 'not_sure', deletesOldData: 'no' },
      followUps: {
        publicBody: 'no',
        specialCategories: 'yes',
        specialCategoriesCore: 'no',
        lawfulBasisDocumented: 'not_sure',
        reliesOnConsent: 'yes',
        legitimateInterests: 'no',
        directMarketing: 'not_sure',
        processorAgreements: 'yes',
        transferSafeguards: 'yes',
        jointControllers: 'not_sure',
        processorDuties: 'not_applicable',
        cctvRules: 'not_applicable',
        privacyByDesign: 'yes',
        dataMinimisation: 'not_sure',
        accountability: 'yes',
        breachLast24Months: 'no',
        employeeRules: 'yes',
        whistleblowingChannel: 'no',
      },
    }),
    expected: {
      scoreRange: [59, 75],
      riskLevel: 'medium',
      topSteps: ['storageLimitation', 'lawfulBasis', 'legitimateInterests'],
    },
    reasons:
      'A 60-person recruitment agency keeping every CV indefinitely: job applicants’ data may be kept ' +
      'at most 6 months unless the applicant agrees to longer (Art. 25k ЗЗЛД; Art. 5(1)(e)). It sources' +
      ' candidates from professional networks on legitimate interests without an assessment (Art. ' +
      '6(1)(f), 14), is unsure of its talent-pool consent and documented basis per purpose, of ' +
      'job-alert mailings (ЗЕС, ЗЕТ), of minimisation and of its arrangements with client employers ' +
      '(Art. 26); no whistleblowing channel at 60 workers (Art. 12(1) ЗЗЛПСПОИН). Hand computation: ' +
      '127/189 ≈ 67, medium, with high retention (13) and lawful-basis (11.25) issues. Retention first,' +
      ' then the lawful basis, then the LI assessment.',
  },
  {
    name: 'supermarket chain with CCTV without rules',
    input: makeInput({
      industry: 'other',
      employeeCount: 'enterprise',
      answers: { trainsEmployees: 'not_sure' },
      followUps: {
        publicBody: 'no',
        specialCategories: 'yes',
        specialCategoriesCore: 'no',
        lawfulBasisDocumented: 'yes',
        legitimateInterests: 'not_sure',
        directMarketing: 'yes',
        processorAgreements: 'yes',
        transferSafeguards: 'not_applicable',
        jointControllers: 'not_applicable',
        processorDuties: 'not_applicable',
        cctvRules: 'no',
        privacyByDesign: 'yes',
        dataMinimisation: 'yes',
        accountability: 'yes',
        dpiaDone: 'no',
        breachLast24Months: 'no',
        employeeRules: 'no',
        whistleblowingChannel: 'yes',
      },
    }),
    expected: {
      scoreRange: [73, 89],
      riskLevel: 'medium',
      topSteps: ['videoSurveillance', 'dpia', 'employeeRules'],
    },
    reasons:
      'A 600-person supermarket chain (“other”): cameras in every store with no rules — no notice (Art.' +
      ' 13), no retention period, no access policy (Art. 5(1)(c), 6(1)(f)); cameras, access and ' +
      'working-time systems also cover staff without internal rules (Art. 25i ЗЗЛД). Loyalty-scheme LI' +
      ' assessment unsure. Hand computation with the design’s DPIA share (cameras = one criterion, ' +
      '0.5): 153.25/184.5 ≈ 83; the cctvWithoutRules floor makes it medium. DPO NOTE: cameras over the ' +
      'sales floors of a chain are “systematic monitoring of a publicly accessible area on a large ' +
      'scale”, an Art. 35(3)(c) case: the DPIA is mandatory (share 1, missingRequiredDpia), giving ' +
      '153.25/189 ≈ 81; the range is centred there. The design cannot see it: large scale is asked only' +
      ' for core special categories or systematic monitoring, and the latter is not asked in “other”. ' +
      'Camera rules first, then the DPIA, then the employee rules.',
  },
  {
    name: 'hotel with guest marketing and a foreign booking engine',
    input: makeInput({
      industry: 'other',
      employeeCount: 'smb',
      headcount: 85,
      answers: { deletesOldData: 'not_sure', hasBreachPlan: 'not_sure', trainsEmployees: 'not_sure' },
      followUps: {
        publicBody: 'no',
        specialCategories: 'no',
        lawfulBasisDocumented: 'yes',
        legitimateInterests: 'yes',
        directMarketing: 'not_sure',
        processorAgreements: 'not_sure',
        transferSafeguards: 'not_sure',
        jointControllers: 'not_applicable',
        processorDuties: 'not_applicable',
        cctvRules: 'yes',
        privacyByDesign: 'yes',
        dataMinimisation: 'yes',
        accountability: 'yes',
        dpiaDone: 'yes',
        breachLast24Months: 'no',
        employeeRules: 'yes',
        whistleblowingChannel: 'no',
      },
    }),
    expected: {
      scoreRange: [66, 82],
      riskLevel: 'medium',
      topSteps: ['storageLimitation', 'internationalTransfers', 'breachResponse'],
    },
    reasons:
      'An 85-person hotel: guest registers are kept as tourism law requires, but nothing is deleted ' +
      'afterwards (Art. 5(1)(e)); the booking engine and channel manager outside the EEA have ' +
      'unconfirmed safeguards (Art. 44-46) and processor terms (Art. 28); guest newsletters are unsure ' +
      '(Art. 21(2)-(3), ЗЕС, ЗЕТ); breach plan and training unsure; no whistleblowing channel at 85 ' +
      'workers (Art. 12(1) ЗЗЛПСПОИН). Cameras with rules and a documented DPIA. Hand computation: ' +
      '145/196.5 ≈ 74, medium; the noBreachPlan floor agrees. Retention first, then transfers, then the' +
      ' breach plan.',
  },
];
