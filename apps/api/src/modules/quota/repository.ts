import { and, asc, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '../../db/client';
import { auditUsage, reportPurchases, reports } from '../../db/schema';

type Db = AppDatabase | AppTransaction;

/**
 * Counts one audit of the month for the account, unless `limit` audits are already counted: the limit
 * is in the upsert's condition, so two requests at once cannot both take the last one. False when
 * the month is used up.
 */
export async function takeMonthlyAudit(
  db: Db,
  accountId: string,
  periodStart: Date,
  limit: number | null,
): Promise<boolean> {
  const rows = await db
    .insert(auditUsage)
    .values({ accountId, periodStart, used: 1 })
    .onConflictDoUpdate({
      target: [auditUsage.accountId, auditUsage.periodStart],
      set: { used: sql`${auditUsage.used} + 1` },
      ...(limit === null ? {} : { setWhere: lt(auditUsage.used, limit) }),
    })
    .returning({ used: auditUsage.used });
  return rows.length > 0;
}

export async function findMonthlyAuditCount(db: Db, accountId: string, periodStart: Date): Promise<number> {
  const [row] = await db
    .select({ used: auditUsage.used })
    .from(auditUsage)
    .where(and(eq(auditUsage.accountId, accountId), eq(auditUsage.periodStart, periodStart)));
  return row?.used ?? 0;
}

/** Uses the account's oldest unused single-report credit for the report; false when it has none. */
export async function takeReportCredit(
  db: Db,
  userId: string,
  reportId: string,
  now: Date,
): Promise<boolean> {
  const oldestOpen = db
    .select({ id: reportPurchases.id })
    .from(reportPurchases)
    .where(and(eq(reportPurchases.userId, userId), isNull(reportPurchases.usedAt)))
    .orderBy(asc(reportPurchases.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(reportPurchases)
    .set({ usedAt: now, reportId })
    .where(sql`${reportPurchases.id} = (${oldestOpen})`)
    .returning({ id: reportPurchases.id });
  return rows.length > 0;
}

export async function countOpenReportCredits(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(reportPurchases)
    .where(and(eq(reportPurchases.userId, userId), isNull(reportPurchases.usedAt)));
  return row?.open ?? 0;
}

/** Deletes the reports made with a single-report credit used before `usedBefore` (30-day retention). */
export async function deleteExpiredPurchasedReports(db: Db, usedBefore: Date): Promise<number> {
  const expired = db
    .select({ id: reportPurchases.reportId })
    .from(reportPurchases)
    .where(lt(reportPurchases.usedAt, usedBefore));
  const rows = await db
    .delete(reports)
    .where(sql`${reports.id} in (${expired})`)
    .returning({ id: reports.id });
  return rows.length;
}
