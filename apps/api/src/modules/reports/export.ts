import type { exportedReportSchema } from '@app/core/auth/account-export';
import type { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { findReportsForExport } from './repository';
import { toReportCompany } from './views';

type ExportedReport = z.infer<typeof exportedReportSchema>;

/**
 * The user's reports for the account export (Art. 15 and 20): the answers and the whole analysis, not
 * the plan's view of it, since the right of access covers all that is stored. No claim token hash.
 */
export async function exportUserReports(db: AppDatabase, userId: string): Promise<ExportedReport[]> {
  const rows = await findReportsForExport(db, userId);
  return rows.map(({ report, events }) => ({
    id: report.id,
    status: report.status,
    language: report.language,
    company: toReportCompany(report),
    email: report.email,
    answers: report.input.answers,
    ...(report.input.followUps ? { followUps: report.input.followUps } : {}),
    complianceScore: report.complianceScore,
    riskLevel: report.riskLevel,
    analysis: report.analysis,
    completedRecommendationIds: report.completedRecommendationIds,
    createdAt: report.createdAt.toISOString(),
    updatedAt: report.updatedAt.toISOString(),
    completedAt: report.completedAt?.toISOString() ?? null,
    events: events.map((event) => ({
      kind: event.kind,
      format: event.format,
      createdAt: event.createdAt.toISOString(),
    })),
  }));
}
