/**
 * The controls the answers describe. The first eight are core (every business, one answer each); the rest
 * are conditional obligations that apply only when an answer or follow-up shows the exposure.
 */
export const coreControlIds = [
  'lawfulBasis',
  'transparency',
  'dataSubjectRights',
  'storageLimitation',
  'security',
  'breachResponse',
  'records',
  'training',
] as const;

export const conditionalControlIds = [
  'processorAgreements',
  'internationalTransfers',
  'childrenData',
  'dpo',
  'dpia',
  'videoSurveillance',
  'employeeRules',
  'whistleblowing',
] as const;

export const controlIds = [...coreControlIds, ...conditionalControlIds] as const;
export type CoreControlId = (typeof coreControlIds)[number];
export type ConditionalControlId = (typeof conditionalControlIds)[number];
export type ControlId = (typeof controlIds)[number];
