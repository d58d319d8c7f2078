import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '../../db/client';
import { emailOutbox, emailOutboxAttachments, type OutboxStatus } from '../../db/schema';
import type { EmailAttachment } from './outbox';

export type OutboxRow = typeof emailOutbox.$inferSelect;

export async function insertOutboxMessage(
  db: AppDatabase | AppTransaction,
  message: Pick<OutboxRow, 'template' | 'recipient' | 'language' | 'data'> & {
    attachments: EmailAttachment[];
  },
): Promise<{ id: string }> {
  const id = randomUUID();
  const { attachments, ...fields } = message;
  // Due now by the application's clock, the one the worker compares with (the database's now() has
  // microseconds and may run ahead of a JavaScript Date within the same millisecond).
  const row = { ...fields, nextAttemptAt: new Date() };
  if (attachments.length === 0) {
    await db.insert(emailOutbox).values({ id, ...row });
    return { id };
  }
  // Inside the caller's transaction this is a savepoint: the message and its files commit together.
  await db.transaction(async (tx) => {
    await tx.insert(emailOutbox).values({ id, ...row });
    await tx
      .insert(emailOutboxAttachments)
      .values(attachments.map((attachment, position) => ({ outboxId: id, position, ...attachment })));
  });
  return { id };
}

/**
 * Takes up to `limit` due messages for one worker: pending ones whose time has come, and ones whose
 * sender's lease ran out (it crashed or hung). SKIP LOCKED lets concurrent workers take different rows
 * instead of waiting; the lease then keeps the rows theirs after this statement commits.
 */
export async function claimDueMessages(
  db: AppDatabase,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, options.now)),
        and(eq(emailOutbox.status, 'sending'), lte(emailOutbox.lockedUntil, options.now)),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({
      status: 'sending',
      claimToken: randomUUID(),
      lockedUntil: new Date(options.now.getTime() + options.leaseMs),
      attempts: sql`${emailOutbox.attempts} + 1`,
      updatedAt: options.now,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return claimed.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
}

export function findAttachments(db: AppDatabase, outboxId: string) {
  return db
    .select()
    .from(emailOutboxAttachments)
    .where(eq(emailOutboxAttachments.outboxId, outboxId))
    .orderBy(asc(emailOutboxAttachments.position));
}

/** A claimed message: the token proves the claim is still this worker's. */
export type Claim = { id: string; claimToken: string };

function isOurs(claim: Claim) {
  return and(eq(emailOutbox.id, claim.id), eq(emailOutbox.claimToken, claim.claimToken));
}

/**
 * Records a delivery and drops what is no longer needed: the template data (links with tokens, names)
 * and the attachments. False when the lease was lost to another worker meanwhile.
 */
export async function markDelivered(
  db: AppDatabase,
  claim: Claim,
  result: { status: 'sent' | 'written'; filePath: string | null; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(emailOutbox)
      .set({
        status: result.status,
        filePath: result.filePath,
        sentAt: result.now,
        updatedAt: result.now,
        data: {},
        lockedUntil: null,
        claimToken: null,
        lastError: null,
      })
      .where(isOurs(claim))
      .returning({ id: emailOutbox.id });
    if (updated.length === 0) return false;
    await tx.delete(emailOutboxAttachments).where(eq(emailOutboxAttachments.outboxId, claim.id));
    return true;
  });
}

export async function scheduleRetry(
  db: AppDatabase,
  claim: Claim,
  retry: { nextAttemptAt: Date; error: string; now: Date },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      status: 'pending',
      nextAttemptAt: retry.nextAttemptAt,
      lastError: retry.error,
      lockedUntil: null,
      claimToken: null,
      updatedAt: retry.now,
    })
    .where(isOurs(claim));
}

export async function markFailed(db: AppDatabase, claim: Claim, failure: { error: string; now: Date }) {
  await db
    .update(emailOutbox)
    .set({
      status: 'failed',
      lastError: failure.error,
      lockedUntil: null,
      claimToken: null,
      updatedAt: failure.now,
    })
    .where(isOurs(claim));
}

/** For administrators: the messages in one state, newest first, without their content. */
export function findOutboxMessages(db: AppDatabase, filter: { status: OutboxStatus; limit: number }) {
  return db
    .select(adminColumns)
    .from(emailOutbox)
    .where(eq(emailOutbox.status, filter.status))
    .orderBy(desc(emailOutbox.updatedAt), desc(emailOutbox.id))
    .limit(filter.limit);
}

/** What an administrator may see of a message: never its data (links with tokens, names) or files. */
const adminColumns = {
  id: emailOutbox.id,
  template: emailOutbox.template,
  recipient: emailOutbox.recipient,
  language: emailOutbox.language,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  nextAttemptAt: emailOutbox.nextAttemptAt,
  createdAt: emailOutbox.createdAt,
  updatedAt: emailOutbox.updatedAt,
};
export type OutboxAdminRow = Awaited<ReturnType<typeof findOutboxMessages>>[number];

/** The message, locked until the transaction ends; undefined when there is none. */
export async function lockOutboxMessage(tx: AppTransaction, id: string): Promise<OutboxAdminRow | undefined> {
  const [row] = await tx.select(adminColumns).from(emailOutbox).where(eq(emailOutbox.id, id)).for('update');
  return row;
}

/**
 * A failed message goes back to the queue as if new: due now, with a fresh series of attempts (so a
 * passing fault gets the usual retries again). Its data was kept when it failed, so it is sent as it was.
 */
export async function requeueFailedMessage(tx: AppTransaction, id: string, now: Date) {
  const [row] = await tx
    .update(emailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, updatedAt: now })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
    .returning(adminColumns);
  return row;
}

/** Storage limitation (Art. 5(1)(e)): finished messages are kept for a while for support, then deleted. */
export async function deleteFinishedMessages(db: AppDatabase, before: Date): Promise<number> {
  const deleted = await db
    .delete(emailOutbox)
    .where(and(inArray(emailOutbox.status, ['sent', 'written', 'failed']), lt(emailOutbox.updatedAt, before)))
    .returning({ id: emailOutbox.id });
  return deleted.length;
}
