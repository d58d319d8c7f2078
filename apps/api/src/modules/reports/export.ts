import type { exportedReportSchema } from '@app/core/auth/account-export';
import { restrictAnalysisToPlan } from '@app/core/plans/plan-view';
import type { PlanId } from '@app/core/plans/plans';
import type { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { findRatingsOfReports, type RatingRow } from '../ratings/repository';
import { findReportsForExport } from './repository';
import { toReportCompany } from './views';

type ExportedReport = z.infer<typeof exportedReportSchema>;

/**
 * The user's reports for the account export (Art. 15 and 20): what the user gave, and the analysis as
 * the plan the user has now shows it (restrictAnalysisToPlan, as the report view and the documents do),
 * so the export never hands out what the plan does not include, and the rating the user gave, if any.
 * No claim token hash.
 */
export async function exportUserReports(
  db: AppDatabase,
  userId: string,
  plan: PlanId,
): Promise<ExportedReport[]> {
  const rows = await findReportsForExport(db, userId);
  const ratings = new Map(
    (
      await findRatingsOfReports(
        db,
        rows.map(({ report }) => report.id),
      )
    ).map((rating) => [rating.reportId, rating]),
  );
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
    analysis: report.analysis ? restrictAnalysisToPlan(report.analysis, plan) : null,
    completedRecommendationIds: report.completedRecommendationIds,
    createdAt: report.createdAt.toISOString(),
    updatedAt: report.updatedAt.toISOString(),
    completedAt: report.completedAt?.toISOString() ?? null,
    events: events.map((event) => ({
      kind: event.kind,
      format: event.format,
      createdAt: event.createdAt.toISOString(),
    })),
    rating: exportRating(ratings.get(report.id)),
  }));
}

function exportRating(rating: RatingRow | undefined): ExportedReport['rating'] {
  if (!rating) return null;
  return {
    value: rating.rating,
    consentTextVersion: rating.consentTextVersion,
    createdAt: rating.createdAt.toISOString(),
  };
}
