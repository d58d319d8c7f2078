/**
 * The controls the answers describe (docs/methodology.md, section 2). Core controls take their credit
 * from one of the ten answers; follow-up controls from an optional follow-up question. Whether a control
 * applies is decided separately (assessment/applicability.ts).
 */
export const coreControlIds = [
  'transparency',
  'consent',
  'dataSubjectRights',
  'storageLimitation',
  'security',
  'breachResponse',
  'records',
  'training',
] as const;

export const followUpControlIds = [
  'lawfulBasis',
  'legitimateInterests',
  'directMarketing',
  'dataMinimisation',
  'privacyByDesign',
  'accountability',
  'processorAgreements',
  'internationalTransfers',
  'jointControllers',
  'processorDuties',
  'automatedDecisions',
  'childrenData',
  'dpo',
  'dpoNotification',
  'dpia',
  'videoSurveillance',
  'employeeRules',
  'whistleblowing',
] as const;

export const controlIds = [...coreControlIds, ...followUpControlIds] as const;
export type CoreControlId = (typeof coreControlIds)[number];
export type FollowUpControlId = (typeof followUpControlIds)[number];
export type ControlId = (typeof controlIds)[number];
