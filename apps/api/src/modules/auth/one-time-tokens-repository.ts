import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { type OneTimeTokenPurpose, oneTimeTokens } from '../../db/schema';

export async function insertOneTimeToken(db: AppDatabase, token: typeof oneTimeTokens.$inferInsert) {
  await db.insert(oneTimeTokens).values(token);
}

/** This token, for this purpose, unused and unexpired. */
function isUsable(tokenHash: string, purpose: OneTimeTokenPurpose, now: Date) {
  return and(
    eq(oneTimeTokens.tokenHash, tokenHash),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );
}

/**
 * Uses a token in one statement: it must have this purpose, be unused and unexpired, and only one of
 * two simultaneous requests can win. Returns the user it belongs to.
 */
export async function consumeOneTimeToken(
  db: AppDatabase,
  tokenHash: string,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(isUsable(tokenHash, purpose, now))
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId;
}

/** Whether a token of this purpose is unused and unexpired, without using it. */
export async function isOneTimeTokenUsable(
  db: AppDatabase,
  tokenHash: string,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(isUsable(tokenHash, purpose, now))
    .limit(1);
  return rows.length > 0;
}

export async function deleteUserTokens(db: AppDatabase, userId: string, purpose: OneTimeTokenPurpose) {
  await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose)));
}

export async function deleteSpentTokens(db: AppDatabase, now: Date) {
  await db
    .delete(oneTimeTokens)
    .where(
      or(lt(oneTimeTokens.expiresAt, now), lt(oneTimeTokens.usedAt, new Date(now.getTime() - 86_400_000))),
    );
}
