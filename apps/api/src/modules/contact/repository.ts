import { lt } from 'drizzle-orm';
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
