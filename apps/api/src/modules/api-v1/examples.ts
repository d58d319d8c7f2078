import type { AssessmentFormValues } from '@app/core/assessment/schema';

/** A complete, valid submission for the OpenAPI document: readers copy it and change the answers. */
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
