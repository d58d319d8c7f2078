import { eq, sql } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: AppDatabase, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserById(db: AppDatabase, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Inserts an account; undefined when the e-mail is taken (decided by the unique index, not a read). */
export async function insertUser(db: AppDatabase, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(
  db: AppDatabase,
  id: string,
  changes: Partial<Omit<NewUser, 'id' | 'createdAt'>> & { updatedAt: Date },
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/** Deletes the account; sessions, tokens, linked accounts and other areas' rows go with it (cascade). */
export async function deleteUser(db: AppDatabase | AppTransaction, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}
