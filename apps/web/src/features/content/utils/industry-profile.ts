import type { ControlId } from '@app/core/analysis/control-ids';
import { controlDefinitions } from '@app/core/analysis/controls';
import { industryMultipliers } from '@app/core/analysis/weights';
import {
  getWhistleblowingShare,
  isAskedAboutAnnexSector,
  isAskedInIndustry,
  isProcessingSensitiveData,
} from '@app/core/assessment/applicability';
import type { Industry } from '@app/core/assessment/company';

/** What the assessment does differently for an industry; each item has its text in industries.json. */
export type IndustryQuestion =
  | 'healthData'
  | 'publicBody'
  | 'childrenData'
  | 'systematicMonitoring'
  | 'automatedDecisions'
  | 'processorDuties'
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

  const asked = { industry, employeeCount: 'startup' } as const;
  const rules: Record<IndustryQuestion, boolean> = {
    // Health data is a special category (Art. 9) in every healthcare business; core activity and scale decide.
    healthData: industry === 'healthcare',
    publicBody: isAskedInIndustry(asked, 'publicBody'),
    childrenData: isAskedInIndustry(asked, 'childrenData'),
    systematicMonitoring: isAskedInIndustry(asked, 'systematicMonitoring'),
    automatedDecisions: isAskedInIndustry(asked, 'automatedDecisions'),
    processorDuties: isAskedInIndustry(asked, 'processorDuties'),
    // Where the answers can make a DPO or a DPIA mandatory (a public body, special categories or monitoring).
    dpoAndDpia:
      industry === 'healthcare' ||
      isAskedInIndustry(asked, 'publicBody') ||
      isAskedInIndustry(asked, 'systematicMonitoring'),
    whistleblowingAnySize:
      isAskedAboutAnnexSector(asked) &&
      getWhistleblowingShare({ ...asked, followUps: { annexSector: 'yes' } }) > 0,
    sensitiveData: isProcessingSensitiveData({ industry }),
  };
  const questions = (Object.keys(rules) as IndustryQuestion[]).filter((question) => rules[question]);
  return { raisedControls, questions };
}
