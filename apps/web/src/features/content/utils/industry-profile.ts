import type { ControlId } from '@app/core/analysis/control-ids';
import { controlDefinitions } from '@app/core/analysis/controls';
import { industryMultipliers } from '@app/core/analysis/weights';
import {
  getDpoShare,
  getSpecialCategoryShare,
  getWhistleblowingShare,
  isAskedAboutChildren,
  isAskedAboutMonitoring,
  isProcessingSensitiveData,
} from '@app/core/assessment/applicability';
import type { Industry } from '@app/core/assessment/company';

/** What the assessment does differently for an industry; each item has its text in industries.json. */
export type IndustryQuestion =
  | 'healthData'
  | 'childrenData'
  | 'systematicMonitoring'
  | 'dpoAndDpia'
  | 'whistleblowingAnySize'
  | 'sensitiveData';

export interface IndustryProfile {
  /** The controls the industry weighs more, heaviest first, with the multiplier and the main article. */
  raisedControls: { control: ControlId; multiplier: number; article: string }[];
  questions: IndustryQuestion[];
}

/*
 * Read from the methodology's own code, not restated: when a weight or a rule changes, the industries
 * page changes with it and cannot promise what the assessment does not do.
 */
export function describeIndustry(industry: Industry): IndustryProfile {
  const raisedControls = Object.entries(industryMultipliers[industry])
    .map(([control, multiplier]) => ({
      control: control as ControlId,
      multiplier: multiplier ?? 1,
      article: controlDefinitions[control as ControlId].articles[0] ?? '',
    }))
    .sort((a, b) => b.multiplier - a.multiplier);

  // "No" to every exposure question: what still applies comes from the industry alone.
  const deniedExposure = {
    industry,
    employeeCount: 'startup',
    followUps: { specialCategories: 'no', systematicMonitoring: 'no', childrenData: 'no' },
  } as const;
  const rules: Record<IndustryQuestion, boolean> = {
    healthData: getSpecialCategoryShare(deniedExposure) > 0,
    childrenData: isAskedAboutChildren({ industry }),
    systematicMonitoring: isAskedAboutMonitoring({ industry }),
    dpoAndDpia: getDpoShare(deniedExposure) > 0,
    whistleblowingAnySize: getWhistleblowingShare({ industry, employeeCount: 'startup' }) > 0,
    sensitiveData: isProcessingSensitiveData({ industry }),
  };
  const questions = (Object.keys(rules) as IndustryQuestion[]).filter((question) => rules[question]);
  return { raisedControls, questions };
}
