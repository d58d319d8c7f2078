import type { Role } from '@app/core/plans/permissions';
import { type PlanId, planDefinitions } from '@app/core/plans/plans';
import { getMonthPeriod, type Usage } from '@app/core/plans/usage';
import type { AppDatabase, AppTransaction } from '../../db/client';
import { AppError } from '../../errors';
import { findPlanHolderId } from '../teams/plan-holder';
import {
  countOpenReportCredits,
  findMonthlyAuditCount,
  takeMonthlyAudit,
  takeReportCredit,
} from './repository';

/** Who starts an audit: the plan they work under (a team member's is the owner's) and their role. */
export type AuditAuthor = { id: string; role: Role; plan: PlanId };

const quotaMessageKeys: Record<PlanId, string> = {
  free: 'quotaExceededFree',
  starter: 'quotaExceededStarter',
  professional: 'quotaExceededProfessional',
  enterprise: 'quotaExceeded',
  payPerReport: 'quotaExceededPayPerReport',
};

/**
 * Takes one audit of the author's plan for the report, in the transaction that stores it (or moves it
 * into the account), so a refused audit changes nothing. Monthly plans count per calendar month (Sofia
 * time) of `takenAt` on the account that pays: the author or their workspace's owner; pay-per-report
 * uses one bought report. Administrators run the service and are counted but never refused. False when
 * the plan has no audit left.
 */
export async function tryTakeAudit(
  tx: AppTransaction,
  author: AuditAuthor,
  audit: { reportId: string; takenAt: Date },
): Promise<boolean> {
  const plan = planDefinitions[author.plan];
  const accountId = await findPlanHolderId(tx, author.id);
  const limit = author.role === 'admin' ? null : plan.auditLimit;
  return plan.auditPeriod === 'purchase' && author.role !== 'admin'
    ? takeReportCredit(tx, accountId, audit.reportId, audit.takenAt)
    : takeMonthlyAudit(tx, accountId, getMonthPeriod(audit.takenAt).start, limit);
}

/** As `tryTakeAudit`, refusing with QUOTA_EXCEEDED and the plan's own message when none is left. */
export async function takeAudit(
  tx: AppTransaction,
  author: AuditAuthor,
  audit: { reportId: string; takenAt: Date },
): Promise<void> {
  if (!(await tryTakeAudit(tx, author, audit)))
    throw new AppError('QUOTA_EXCEEDED', { messageKey: quotaMessageKeys[author.plan] });
}

/**
 * The audits used against the plan's limit, as the subscription tab shows them: this calendar month's,
 * or for pay-per-report whether a bought report is still unused.
 */
export async function readAuditUsage(
  db: AppDatabase,
  user: Pick<AuditAuthor, 'id' | 'plan'>,
  now: Date,
): Promise<Usage> {
  const plan = planDefinitions[user.plan];
  const { start, end } = getMonthPeriod(now);
  const accountId = await findPlanHolderId(db, user.id);
  const period = { periodStart: start.toISOString(), periodEnd: end.toISOString() };
  if (plan.auditPeriod === 'purchase') {
    const open = await countOpenReportCredits(db, accountId);
    return { used: open > 0 ? 0 : 1, limit: Math.max(open, 1), ...period };
  }
  return { used: await findMonthlyAuditCount(db, accountId, start), limit: plan.auditLimit, ...period };
}
