/** A small Bulgarian web shop with mixed answers and follow-ups, as the form sends it. */
export const webShopAssessment = {
  companyName: 'Онлайн магазин Щурче ЕООД',
  industry: 'ecommerce',
  employeeCount: 'startup',
  email: 'office@shturche.bg',
  answers: {
    collectsData: 'yes',
    hasPrivacyPolicy: 'yes',
    usesConsent: 'not_sure',
    allowsDataRequests: 'no',
    secureStorage: 'yes',
    usesThirdParties: 'yes',
    deletesOldData: 'no',
    keepsRecords: 'not_sure',
    hasBreachPlan: 'no',
    trainsEmployees: 'no',
  },
  followUps: { processorAgreements: 'not_sure', transferSafeguards: 'no' },
} as const;
