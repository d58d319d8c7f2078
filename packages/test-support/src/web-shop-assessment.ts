import type { AssessmentFormValues } from '@app/core/assessment/schema';

/**
 * A small Bulgarian web shop that has done some of the work: a realistic, mixed set of answers and
 * follow-ups, as the form sends it. The API tests and the load bench submit it.
 */
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
} satisfies AssessmentFormValues;
