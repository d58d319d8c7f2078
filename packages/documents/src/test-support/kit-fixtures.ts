import { analyseAssessment } from '@app/core/analysis/analyse-assessment';
import type { AssessmentInput } from '@app/core/assessment/schema';
import type { Language } from '@app/core/errors';
import { restrictAnalysisToPlan } from '@app/core/plans/plan-view';
import type { PlanId } from '@app/core/plans/plans';
import type { KitSource } from '../kit/types';
import { reportDate } from './report-fixtures';

/** Test and bench data only: a small dental practice with cameras, staff systems and processors. */
export const kitCompanyInput: AssessmentInput = {
  companyName: 'Дентална практика „Усмивка“ ЕООД',
  industry: 'healthcare',
  employeeCount: 'startup',
  answers: {
    collectsData: 'yes',
    hasPrivacyPolicy: 'no',
    usesConsent: 'not_sure',
    allowsDataRequests: 'no',
    secureStorage: 'yes',
    usesThirdParties: 'yes',
    deletesOldData: 'no',
    keepsRecords: 'no',
    hasBreachPlan: 'no',
    trainsEmployees: 'not_sure',
  },
  followUps: {
    specialCategories: 'yes',
    specialCategoriesCore: 'yes',
    largeScale: 'no',
    lawfulBasisDocumented: 'not_sure',
    reliesOnConsent: 'yes',
    legitimateInterests: 'no',
    directMarketing: 'not_applicable',
    processorAgreements: 'no',
    transferSafeguards: 'not_sure',
    cctvRules: 'no',
    employeeRules: 'no',
  },
};

/** A kit source as the API builds it from a stored report. */
export function createKitSource(
  input: AssessmentInput = kitCompanyInput,
  language: Language = 'bg',
  plan: PlanId = 'professional',
): KitSource {
  const analysis = analyseAssessment(input, { analysisId: 'kit-1', now: reportDate, history: [] });
  return {
    company: {
      name: input.companyName,
      industry: input.industry,
      specifyIndustry: input.specifyIndustry,
      employeeCount: input.employeeCount,
    },
    answers: input.answers,
    followUps: input.followUps ?? {},
    analysis: restrictAnalysisToPlan(analysis, plan),
    language,
    generatedAt: reportDate,
  };
}
