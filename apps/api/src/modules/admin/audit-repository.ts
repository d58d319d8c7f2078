import type { AdminAuditAction, AuditValues } from '@app/core/admin/schemas';
import { desc, eq, lt, sql } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '../../db/client';
import { adminAuditLog, emailOutbox, users } from '../../db/schema';

export type AuditEntry = {
  actor: { id: string; email: string };
  action: AdminAuditAction;
  targetId: string;
  before: AuditValues | null;
  after: AuditValues | null;
  now: Date;
};

/** Writes the entry in the caller's transaction: the change and its record commit or fail together. */
export async function insertAuditEntry(tx: AppTransaction, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetId: entry.targetId,
    before: entry.before,
    after: entry.after,
    createdAt: entry.now,
  });
}

/**
 * Newest first, with the target's address as it is today: the account's, or the outbox message's
 * recipient; null once it is deleted.
 */
export function findAuditEntries(db: AppDatabase, filter: { targetId?: string | undefined; limit: number }) {
  return db
    .select({
      id: adminAuditLog.id,
      action: adminAuditLog.action,
      actorEmail: adminAuditLog.actorEmail,
      targetId: adminAuditLog.targetId,
      targetEmail: sql<string | null>`coalesce(${users.email}, ${emailOutbox.recipient})`,
      before: adminAuditLog.before,
      after: adminAuditLog.after,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .leftJoin(users, sql`${adminAuditLog.action} like 'user.%' and ${users.id} = ${adminAuditLog.targetId}`)
    .leftJoin(
      emailOutbox,
      sql`${adminAuditLog.action} like 'email.%' and ${emailOutbox.id} = ${adminAuditLog.targetId}`,
    )
    .where(filter.targetId ? eq(adminAuditLog.targetId, filter.targetId) : undefined)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(filter.limit);
}

/** Storage limitation (Art. 5(1)(e)): entries are kept for a set time, then deleted. */
export async function deleteAuditEntriesBefore(db: AppDatabase, cutoff: Date): Promise<void> {
  await db.delete(adminAuditLog).where(lt(adminAuditLog.createdAt, cutoff));
}
