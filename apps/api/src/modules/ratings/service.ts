import type { RateReportInput, ReportRating } from '@app/core/reports/rating-schemas';
import { AppError } from '../../errors';
import type { AuthenticatedUser } from '../auth/authenticate';
import { hashToken } from '../auth/secrets';
import type { ReportsContext } from '../reports/context';
import { findReadableReport, findReportById, type ReportRow } from '../reports/repository';
import { deleteRating, findRating, insertRating, type RatingRow } from './repository';

/** Who asks: the signed-in user, and the claim token a visitor keeps beside their report. */
export type Rater = { user: AuthenticatedUser | null; claimToken: string | undefined };

/**
 * The report, if the caller may rate it: a signed-in user who may read it (their own, or a workspace
 * member's), or whoever holds its claim token (the visitor who made it, before it moves into an account).
 * Anyone else gets "not found", so a report's existence is not revealed.
 */
async function findRatableReport(ctx: ReportsContext, rater: Rater, reportId: string): Promise<ReportRow> {
  if (rater.user) {
    const readable = await findReadableReport(ctx.db, reportId, rater.user.id);
    if (readable) return readable;
  }
  if (rater.claimToken) {
    const report = await findReportById(ctx.db, reportId);
    if (report?.claimTokenHash && report.claimTokenHash === hashToken(rater.claimToken)) return report;
  }
  throw new AppError('NOT_FOUND');
}

function toReportRating(row: RatingRow): ReportRating {
  return { value: row.rating, createdAt: row.createdAt.toISOString() };
}

export async function getReportRating(ctx: ReportsContext, rater: Rater, reportId: string) {
  await findRatableReport(ctx, rater, reportId);
  const rating = await findRating(ctx.db, reportId);
  return rating ? toReportRating(rating) : null;
}

/** One rating per report, of a finished report; the first stands (ALREADY_RATED after it). */
export async function rateReport(
  ctx: ReportsContext,
  rater: Rater,
  reportId: string,
  input: RateReportInput,
) {
  const report = await findRatableReport(ctx, rater, reportId);
  if (report.status !== 'completed') throw new AppError('REPORT_NOT_READY');
  const inserted = await insertRating(ctx.db, {
    reportId,
    rating: input.rating,
    consentTextVersion: input.consentVersion,
    createdAt: ctx.now(),
  });
  if (!inserted) throw new AppError('ALREADY_RATED');
  return toReportRating(inserted);
}

/**
 * Withdrawing the consent (Art. 7(3)) is as easy as giving it: the rating is deleted, and no longer counts.
 * The report may be rated again afterwards.
 */
export async function withdrawRating(ctx: ReportsContext, rater: Rater, reportId: string) {
  await findRatableReport(ctx, rater, reportId);
  if (!(await deleteRating(ctx.db, reportId))) throw new AppError('NOT_FOUND');
}
