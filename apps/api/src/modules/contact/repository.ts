import { desc, lt } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(
  db: AppDatabase | AppTransaction,
  message: NewContactMessage,
): Promise<void> {
  await db.insert(contactMessages).values(message);
}

export async function deleteContactMessagesBefore(db: AppDatabase, cutoff: Date): Promise<void> {
  await db.delete(contactMessages).where(lt(contactMessages.createdAt, cutoff));
}

/** For administrators: the newest messages first, `limit` of them. */
export function findContactMessages(db: AppDatabase, limit: number) {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}
