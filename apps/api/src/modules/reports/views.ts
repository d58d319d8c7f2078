import { hasPermission } from '@app/core/plans/permissions';
import { restrictAnalysisToPlan } from '@app/core/plans/plan-view';
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

/** The report as the viewer may see it: the analysis reduced to the viewer's plan (a visitor: free). */
export function toReportView(row: ReportRow, viewer: Viewer): ReportView {
  return {
    ...toReportSummary(row),
    email: row.email,
    analysis:
      row.status === 'completed' && row.analysis
        ? restrictAnalysisToPlan(row.analysis, viewer?.plan ?? 'free')
        : null,
    canExport: canExport(viewer),
    completedRecommendationIds: row.completedRecommendationIds,
  };
}
