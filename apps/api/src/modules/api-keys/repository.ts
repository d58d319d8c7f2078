import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { apiKeys, users } from '../../db/schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: AppDatabase, key: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(key).returning();
  if (!row) throw new Error('insertApiKey: no row returned');
  return row;
}

export async function countActiveApiKeys(db: AppDatabase, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return row?.total ?? 0;
}

/** Active keys first, then revoked ones; newest first within each. */
export async function listUserApiKeys(db: AppDatabase, userId: string): Promise<ApiKeyRow[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt));
  return [...rows.filter((row) => !row.revokedAt), ...rows.filter((row) => row.revokedAt)];
}

/** Revokes the user's key; an already revoked one keeps its first revocation time. */
export async function revokeUserApiKey(
  db: AppDatabase,
  userId: string,
  id: string,
  now: Date,
): Promise<ApiKeyRow | undefined> {
  const [revoked] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  if (revoked) return revoked;
  const [existing] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
  return existing;
}

/**
 * Revokes every active key of the user: when the owner changes or resets the password or signs out
 * everywhere, whoever had the password or a session could have made one.
 */
export async function revokeAllUserApiKeys(db: AppDatabase, userId: string, now: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
}

/** The key with that hash and its owner, whether revoked or not (the caller decides). */
export async function findApiKeyByHash(db: AppDatabase, keyHash: string) {
  const [row] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, keyHash))
    .limit(1);
  return row;
}

/** Records use, unless recorded less than `since` ago: one write a minute per key at most. */
export async function touchApiKey(db: AppDatabase, id: string, now: Date, since: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, since))));
}
