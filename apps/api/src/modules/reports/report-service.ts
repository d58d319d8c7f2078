import type { ReportSummary } from '@app/core/reports/schemas';
import { AppError } from '../../errors';
import { hashToken } from '../auth/secrets';
import type { ReportsContext } from './context';
import {
  claimVisitorReports,
  deleteOwnedReport,
  findOwnedReport,
  findReadableReport,
  listReadableReports,
  type ReportRow,
  setRecommendationDone,
} from './repository';
import { toReportSummary } from './views';

/** Another user's report is "not found", never "forbidden": its existence is not revealed. */
export async function getOwnedReport(ctx: ReportsContext, userId: string, id: string): Promise<ReportRow> {
  const report = await findOwnedReport(ctx.db, id, userId);
  if (!report) throw new AppError('NOT_FOUND');
  return report;
}

/**
 * A report the user may read: their own or a workspace member's. Members share every report so the
 * company works from one set; changes (progress, deletion) stay with the author, because the report is
 * the author's data: it goes with their account when they delete it, and an owner removing a member
 * ends the sharing rather than taking the member's work.
 */
export async function getReadableReport(ctx: ReportsContext, userId: string, id: string): Promise<ReportRow> {
  const report = await findReadableReport(ctx.db, id, userId);
  if (!report) throw new AppError('NOT_FOUND');
  return report;
}

/** The user's reports and, in a workspace, every member's; newest first. */
export async function listReports(ctx: ReportsContext, userId: string): Promise<ReportSummary[]> {
  return (await listReadableReports(ctx.db, userId)).map(toReportSummary);
}

export async function deleteReport(ctx: ReportsContext, userId: string, id: string): Promise<void> {
  if (!(await deleteOwnedReport(ctx.db, id, userId))) throw new AppError('NOT_FOUND');
}

/** Marks a recommendation of the report done or not done; only the analysis' own ids are accepted. */
export async function updateProgress(
  ctx: ReportsContext,
  userId: string,
  id: string,
  change: { recommendationId: string; done: boolean },
): Promise<ReportRow> {
  const report = await getOwnedReport(ctx, userId, id);
  if (report.status !== 'completed' || !report.analysis) throw new AppError('REPORT_NOT_READY');
  const isKnown = report.analysis.recommendations.some((item) => item.id === change.recommendationId);
  if (!isKnown) throw new AppError('VALIDATION_FAILED');
  const updated = await setRecommendationDone(ctx.db, { id, userId, ...change, now: ctx.now() });
  if (!updated) throw new AppError('NOT_FOUND');
  return updated;
}

/**
 * Moves reports made while signed out into the account. Each needs the token its creation returned;
 * a wrong token, an unknown id or a report already in an account is skipped without saying which.
 */
export async function claimReports(
  ctx: ReportsContext,
  userId: string,
  claims: ReadonlyArray<{ id: string; claimToken: string }>,
): Promise<string[]> {
  return claimVisitorReports(
    ctx.db,
    userId,
    claims.map((claim) => ({ id: claim.id, claimTokenHash: hashToken(claim.claimToken) })),
    ctx.now(),
  );
}
