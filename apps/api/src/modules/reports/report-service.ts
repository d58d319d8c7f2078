import type { ReportSummary } from '@app/core/reports/schemas';
import { AppError } from '../../errors';
import { hashToken } from '../auth/secrets';
import { type AuditAuthor, tryTakeAudit } from '../quota/service';
import type { ReportsContext } from './context';
import {
  assignVisitorReports,
  deleteOwnedReport,
  findOwnedReport,
  findReadableReport,
  listReadableReports,
  lockClaimableReports,
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

/** A report whose analysis is there: what the documents, the kit and the AI features work from. */
export type CompletedReport = ReportRow & { analysis: NonNullable<ReportRow['analysis']> };

/** The report if its analysis is complete; REPORT_NOT_READY (409) while it is pending or failed. */
export function requireCompleted(report: ReportRow): CompletedReport {
  if (report.status !== 'completed' || !report.analysis) throw new AppError('REPORT_NOT_READY');
  return report as CompletedReport;
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
  const report = requireCompleted(await getOwnedReport(ctx, userId, id));
  const isKnown = report.analysis.recommendations.some((item) => item.id === change.recommendationId);
  if (!isKnown) throw new AppError('VALIDATION_FAILED');
  const updated = await setRecommendationDone(ctx.db, { id, userId, ...change, now: ctx.now() });
  if (!updated) throw new AppError('NOT_FOUND');
  return updated;
}

/** The reports moved into the account, and those its plan had no audit left for (still the visitor's). */
export type ClaimOutcome = { claimed: string[]; overQuota: string[] };

/**
 * Moves reports made while signed out into the account. Each needs the token its creation returned;
 * a wrong token, an unknown id or a report already in an account is skipped without saying which.
 * Each report moved takes an audit of the account's plan this month, as if it had been made in the
 * account (docs/product-decisions.md, Plans and quotas): in the order claimed, until none is left. When
 * not even the first fits, the claim is refused (QUOTA_EXCEEDED) and nothing changes.
 */
export async function claimReports(
  ctx: ReportsContext,
  author: AuditAuthor,
  claims: ReadonlyArray<{ id: string; claimToken: string }>,
): Promise<ClaimOutcome> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const claimable = await lockClaimableReports(
      tx,
      claims.map((claim) => ({ id: claim.id, claimTokenHash: hashToken(claim.claimToken) })),
    );
    const claimed: string[] = [];
    for (const id of claimable) {
      if (!(await tryTakeAudit(tx, author, { reportId: id, takenAt: now }))) break;
      claimed.push(id);
    }
    await assignVisitorReports(tx, author.id, claimed, now);
    return { claimed, overQuota: claimable.slice(claimed.length) };
  });
  if (outcome.claimed.length === 0 && outcome.overQuota.length > 0)
    throw new AppError('QUOTA_EXCEEDED', { messageKey: 'quotaExceededImport' });
  return outcome;
}
