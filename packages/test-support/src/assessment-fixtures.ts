import { analyseAssessment } from '@app/core/analysis/analyse-assessment';
import type { AnalysisHistoryEntry, AnalysisResult } from '@app/core/analysis/result-schema';
import { type Answers, type AnswerValue, answerIds } from '@app/core/assessment/answers';
import type { EmployeeBand, Industry } from '@app/core/assessment/company';
import type { FollowUps } from '@app/core/assessment/follow-ups';
import type { AssessmentInput } from '@app/core/assessment/schema';

/** Test helpers only: builds inputs where everything not given is answered "yes". */
export function answerAll(value: AnswerValue): Answers {
  return Object.fromEntries(answerIds.map((id) => [id, value])) as Answers;
}

export interface InputOverrides {
  industry?: Industry;
  employeeCount?: EmployeeBand;
  answers?: Partial<Answers>;
  followUps?: FollowUps;
  headcount?: number;
}

export function makeInput(overrides: InputOverrides = {}): AssessmentInput {
  return {
    companyName: 'Тест ООД',
    industry: overrides.industry ?? 'other',
    employeeCount: overrides.employeeCount ?? 'startup',
    answers: { ...answerAll('yes'), ...overrides.answers },
    ...(overrides.followUps ? { followUps: overrides.followUps } : {}),
    ...(overrides.headcount ? { headcount: overrides.headcount } : {}),
  } as AssessmentInput;
}

export const testNow = new Date('2026-03-02T09:30:00.000Z');

export function analyse(input: AssessmentInput, history?: AnalysisHistoryEntry[]): AnalysisResult {
  return analyseAssessment(input, { analysisId: 'analysis-test', now: testNow, history });
}

/** Every follow-up answered in the safest way: controls met, exposures absent. */
export const safeFollowUps: FollowUps = {
  publicBody: 'no',
  specialCategories: 'no',
  systematicMonitoring: 'no',
  childrenData: 'no',
  lawfulBasisDocumented: 'yes',
  legitimateInterests: 'yes',
  directMarketing: 'yes',
  automatedDecisions: 'not_applicable',
  processorAgreements: 'yes',
  transferSafeguards: 'not_applicable',
  jointControllers: 'not_applicable',
  processorDuties: 'not_applicable',
  cctvRules: 'not_applicable',
  privacyByDesign: 'yes',
  dataMinimisation: 'yes',
  accountability: 'yes',
  breachLast24Months: 'no',
  employeeRules: 'yes',
  dpiaDone: 'not_applicable',
  annexSector: 'no',
  whistleblowingChannel: 'yes',
};
