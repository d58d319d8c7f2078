import { analyseAssessment } from '@app/core/analysis/analyse-assessment';
import type { AnalysisHistoryEntry } from '@app/core/analysis/result-schema';
import type { Language } from '@app/core/errors';
import { restrictAnalysisToPlan } from '@app/core/plans/plan-view';
import { type PlanId, planIds } from '@app/core/plans/plans';
import { type CalibrationProfile, calibrationProfiles } from '@app/test-support/calibration/index';
import type { Report } from '../report';

/** The documents' test cases, each one of the core's calibration profiles. */
const profileNames: Readonly<Record<string, string>> = {
  'careful private clinic': 'all-yes clinic, no follow-ups',
  'careless web shop': 'small web shop with a notice and secure storage, unsure about consent',
  'small dental practice': 'dental practice with secure storage, other gaps',
  'regional hospital after a breach': 'municipal hospital',
  'small accounting firm': 'AML-obliged small accounting firm without a whistleblowing channel',
  'start-up answering only the ten questions, all yes': 'all-yes clinic, no follow-ups',
};

/** Test and bench data only: Bulgarian company names for the test cases. */
const companyNames: Readonly<Record<string, string>> = {
  'careful private clinic': 'Медицински център „Здраве“ ООД',
  'careless web shop': 'Онлайн магазин „Щурче“ ЕООД',
  'small dental practice': 'Дентална практика „Усмивка“ ЕООД',
  'regional hospital after a breach': 'МБАЛ „Свети Йоан“ – Ямбол',
  'small accounting firm': 'Счетоводна къща „Цифра“ ООД',
  'start-up answering only the ten questions, all yes': 'Юнивърс Лабс ЕООД',
};

export const reportDate = new Date('2026-11-22T10:00:00.000Z');
const analysedAt = new Date('2026-11-22T09:30:00.000Z');
const history: AnalysisHistoryEntry[] = [
  { analysisId: 'earlier-1', analysedAt: '2026-05-04T08:00:00.000Z', complianceScore: 38 },
];

export function findProfile(name: string): CalibrationProfile {
  const wanted = profileNames[name] ?? name;
  const profile = calibrationProfiles.find((candidate) => candidate.name === wanted);
  if (!profile) throw new Error(`No company profile named "${name}"`);
  return profile;
}

/** A report as the API would render it: the profile's analysis reduced to the plan, in one language. */
export function createProfileReport(
  profileName: string,
  language: Language,
  plan: PlanId = 'professional',
): Report {
  if (!planIds.includes(plan)) throw new Error(`Unknown plan ${plan}`);
  const profile = findProfile(profileName);
  const analysis = analyseAssessment(profile.input, { analysisId: 'a3f1c9e2', now: analysedAt, history });
  return {
    analysis: restrictAnalysisToPlan(analysis, plan),
    company: {
      name: companyNames[profileName] ?? profile.input.companyName,
      industry: profile.input.industry,
      specifyIndustry: profile.input.specifyIndustry,
      employeeCount: profile.input.employeeCount,
    },
    language,
    generatedAt: reportDate,
  };
}
