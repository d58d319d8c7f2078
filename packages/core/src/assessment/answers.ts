export const answerValues = ['yes', 'no', 'not_sure'] as const;
export type AnswerValue = (typeof answerValues)[number];

/** The ten questions (docs/methodology.md, section 1); their JSON names are the API's public contract. */
export const answerIds = [
  'collectsData',
  'hasPrivacyPolicy',
  'usesConsent',
  'allowsDataRequests',
  'secureStorage',
  'usesThirdParties',
  'deletesOldData',
  'keepsRecords',
  'hasBreachPlan',
  'trainsEmployees',
] as const;
export type AnswerId = (typeof answerIds)[number];
export type Answers = Record<AnswerId, AnswerValue>;

/**
 * Answers that describe exposure, not practice: "yes" means more processing to protect, not a better
 * control. They decide which obligations apply; they never earn credit.
 */
export const exposureAnswerIds = ['collectsData', 'usesThirdParties'] as const satisfies readonly AnswerId[];

export function isExposureAnswer(id: AnswerId): boolean {
  return (exposureAnswerIds as readonly AnswerId[]).includes(id);
}

/** Which questionnaire step asks which answer (steps 2 and 3 of four). */
export const answerSteps = {
  dataProcessing: [
    'collectsData',
    'hasPrivacyPolicy',
    'usesConsent',
    'allowsDataRequests',
    'usesThirdParties',
  ],
  securityCompliance: ['secureStorage', 'deletesOldData', 'keepsRecords', 'hasBreachPlan', 'trainsEmployees'],
} as const satisfies Record<string, readonly AnswerId[]>;

/** "Not sure" earns a quarter of the credit: not knowing whether a control exists is itself a gap. */
export const answerCredit: Readonly<Record<AnswerValue, number>> = { yes: 1, not_sure: 0.25, no: 0 };

/** How far an exposure applies: "not sure" counts half, because the obligation may well exist. */
export const exposureShare: Readonly<Record<AnswerValue, number>> = { yes: 1, not_sure: 0.5, no: 0 };
