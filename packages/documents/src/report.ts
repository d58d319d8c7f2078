import type { EmployeeBand, Industry } from '@app/core/assessment/company';
import type { Language } from '@app/core/errors';
import type { AnalysisView } from '@app/core/plans/plan-view';

/** The company a report is about: what the assessment form asked, without the e-mail address. */
export interface ReportCompany {
  name: string;
  industry: Industry;
  /** Shown instead of the industry name when the industry is "other". */
  specifyIndustry?: string | undefined;
  employeeCount: EmployeeBand;
}

/**
 * Everything a report document is rendered from. The analysis is already reduced to what the plan may see
 * (`restrictAnalysisToPlan`), so a document can never show more than was paid for.
 */
export interface Report {
  analysis: AnalysisView;
  company: ReportCompany;
  language: Language;
  generatedAt: Date;
}
