import type { AnalysisResult } from '@app/core/analysis/result-schema';
import { hasPermission } from '@app/core/plans/permissions';
import { type AnalysisView, restrictAnalysisToPlan } from '@app/core/plans/plan-view';
import type { ReportCompanyView, ReportSummary, ReportView } from '@app/core/reports/schemas';
import type { AuthenticatedUser } from '../auth/authenticate';
import type { ReportRow, ReportSummaryRow } from './repository';

export type Viewer = AuthenticatedUser | null;

export function toReportCompany(
  row: Pick<ReportRow, 'companyName' | 'industry' | 'specifyIndustry' | 'employeeCount'>,
): ReportCompanyView {
  return {
    name: row.companyName,
    industry: row.industry,
    ...(row.specifyIndustry ? { specifyIndustry: row.specifyIndustry } : {}),
    employeeCount: row.employeeCount,
  };
}

export function toReportSummary(row: ReportSummaryRow): ReportSummary {
  return {
    id: row.id,
    status: row.status,
    language: row.language,
    company: toReportCompany(row),
    complianceScore: row.complianceScore,
    riskLevel: row.riskLevel,
    issuesFound: row.issuesFound,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether the viewer's plan includes PDF/DOCX and e-mail; a visitor's never does. */
export function canExport(viewer: Viewer): boolean {
  return viewer !== null && hasPermission(viewer, 'reports:export');
}

/** The analysis reduced to the viewer's plan (a visitor: free). */
export function toAnalysisView(analysis: AnalysisResult, viewer: Viewer): AnalysisView {
  return restrictAnalysisToPlan(analysis, viewer?.plan ?? 'free');
}

/** The report as the viewer may see it: the analysis reduced to the viewer's plan (a visitor: free). */
export function toReportView(row: ReportRow, viewer: Viewer): ReportView {
  return presentReport(
    row,
    row.status === 'completed' && row.analysis ? toAnalysisView(row.analysis, viewer) : null,
    viewer,
  );
}

/** The report with an analysis already reduced to the viewer's plan (toAnalysisView). */
export function presentReport(
  row: Omit<ReportRow, 'analysis'>,
  analysis: AnalysisView | null,
  viewer: Viewer,
): ReportView {
  return {
    ...toReportSummary(row),
    email: row.email,
    analysis,
    canExport: canExport(viewer),
    completedRecommendationIds: row.completedRecommendationIds,
  };
}
