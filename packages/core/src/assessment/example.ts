import type { AssessmentFormValues } from './schema';

/**
 * A complete, valid submission for the API's documentation (the OpenAPI example and the curl example on
 * /api-docs): readers copy it and change the answers, so it must run as pasted.
 */
export const exampleAssessment = {
  companyName: 'Example Ltd',
  industry: 'ecommerce',
  employeeCount: 'smb',
  email: 'dpo@example.com',
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
} satisfies AssessmentFormValues;
