import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '../../db/client';
import { earlyAccessSubscribers, earlyAccessUnsubscribeTokens } from '../../db/schema';

export type SubscriberRow = typeof earlyAccessSubscribers.$inferSelect;
type NewSubscriber = typeof earlyAccessSubscribers.$inferInsert;
type Db = AppDatabase | AppTransaction;

/** Locks the address's row for the rest of the transaction, so two sign-ups cannot both resend. */
export async function findSubscriberForUpdate(tx: AppTransaction, email: string) {
  const [row] = await tx
    .select()
    .from(earlyAccessSubscribers)
    .where(eq(earlyAccessSubscribers.email, email))
    .for('update');
  return row;
}

/** The new subscriber's id, or undefined when a concurrent sign-up stored the address first. */
export async function insertPendingSubscriber(tx: AppTransaction, row: NewSubscriber) {
  const [inserted] = await tx
    .insert(earlyAccessSubscribers)
    .values(row)
    .onConflictDoNothing({ target: earlyAccessSubscribers.email })
    .returning({ id: earlyAccessSubscribers.id });
  return inserted?.id;
}

/** A repeated sign-up of a pending address: a new link, and the consent as given this time. */
export async function renewPendingSubscriber(
  tx: AppTransaction,
  id: string,
  fields: Pick<
    NewSubscriber,
    | 'language'
    | 'consentTextVersion'
    | 'consentedAt'
    | 'confirmTokenHash'
    | 'confirmTokenExpiresAt'
    | 'confirmationSentAt'
  >,
): Promise<void> {
  await tx
    .update(earlyAccessSubscribers)
    .set(fields)
    .where(and(eq(earlyAccessSubscribers.id, id), eq(earlyAccessSubscribers.status, 'pending')));
}

export async function insertUnsubscribeToken(
  tx: AppTransaction,
  row: typeof earlyAccessUnsubscribeTokens.$inferInsert,
): Promise<void> {
  await tx.insert(earlyAccessUnsubscribeTokens).values(row);
}

export async function findSubscriberByConfirmHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(earlyAccessSubscribers)
    .where(eq(earlyAccessSubscribers.confirmTokenHash, tokenHash));
  return row;
}

export async function markConfirmed(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(earlyAccessSubscribers)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(and(eq(earlyAccessSubscribers.id, id), eq(earlyAccessSubscribers.status, 'pending')));
}

/** Deletes the subscriber an unsubscribe token belongs to (its tokens go with it); false if none. */
export async function deleteSubscriberByUnsubscribeHash(db: Db, tokenHash: string): Promise<boolean> {
  const owner = db
    .select({ id: earlyAccessUnsubscribeTokens.subscriberId })
    .from(earlyAccessUnsubscribeTokens)
    .where(eq(earlyAccessUnsubscribeTokens.tokenHash, tokenHash));
  const deleted = await db
    .delete(earlyAccessSubscribers)
    .where(inArray(earlyAccessSubscribers.id, owner))
    .returning({ id: earlyAccessSubscribers.id });
  return deleted.length > 0;
}

export async function deleteExpiredPendingSubscribers(db: AppDatabase, now: Date): Promise<void> {
  await db
    .delete(earlyAccessSubscribers)
    .where(
      and(
        eq(earlyAccessSubscribers.status, 'pending'),
        lt(earlyAccessSubscribers.confirmTokenExpiresAt, now),
      ),
    );
}

/** For administrators: the newest sign-ups first, `limit` of them, without their tokens. */
export function findSubscribers(db: AppDatabase, limit: number) {
  return db
    .select({
      id: earlyAccessSubscribers.id,
      email: earlyAccessSubscribers.email,
      language: earlyAccessSubscribers.language,
      status: earlyAccessSubscribers.status,
      consentTextVersion: earlyAccessSubscribers.consentTextVersion,
      consentedAt: earlyAccessSubscribers.consentedAt,
      confirmedAt: earlyAccessSubscribers.confirmedAt,
      createdAt: earlyAccessSubscribers.createdAt,
    })
    .from(earlyAccessSubscribers)
    .orderBy(desc(earlyAccessSubscribers.createdAt), desc(earlyAccessSubscribers.id))
    .limit(limit);
}
