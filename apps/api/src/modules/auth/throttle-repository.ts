import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { authThrottles } from '../../db/schema';

export type ThrottleWindow = { limit: number; windowMs: number; blockMs: number };

/** An attempt's number on its key, and when the key takes attempts again should this one be over the limit. */
export type CountedAttempt = { count: number; retryAt: Date };

/**
 * Counts one attempt in a single statement and returns the new count, so concurrent requests on
 * one process or several each get their own number and at most `limit` of them get one within the
 * limit. An attempt after the window has passed starts a new window. The attempt that reaches the
 * limit blocks the key for `blockMs`; while it is blocked, attempts only add to the count (always
 * above the limit then), so they are refused and neither restart the window nor extend the block.
 * `retryAt` is the end of the block, or of the window when there is none.
 */
export async function countThrottleAttempt(
  db: AppDatabase,
  key: string,
  policy: ThrottleWindow,
  now: Date,
): Promise<CountedAttempt> {
  const nowText = now.toISOString();
  const windowStart = new Date(now.getTime() - policy.windowMs).toISOString();
  const blockedUntil = new Date(now.getTime() + policy.blockMs);
  const isBlocked = sql`coalesce(${authThrottles.blockedUntil} > ${nowText}::timestamptz, false)`;
  const isStale = sql`${authThrottles.windowStartedAt} <= ${windowStart}::timestamptz`;
  const nextCount = sql`case when ${isBlocked} then ${authThrottles.count} + 1 when ${isStale} then 1 else ${authThrottles.count} + 1 end`;
  const [row] = await db
    .insert(authThrottles)
    .values({ key, count: 1, windowStartedAt: now, blockedUntil: policy.limit <= 1 ? blockedUntil : null })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        count: nextCount,
        windowStartedAt: sql`case when not ${isBlocked} and ${isStale} then ${nowText}::timestamptz else ${authThrottles.windowStartedAt} end`,
        blockedUntil: sql`case when not ${isBlocked} and ${nextCount} = ${policy.limit} then ${blockedUntil.toISOString()}::timestamptz else ${authThrottles.blockedUntil} end`,
      },
    })
    .returning({
      count: authThrottles.count,
      windowStartedAt: authThrottles.windowStartedAt,
      blockedUntil: authThrottles.blockedUntil,
    });
  if (!row) throw new Error('the throttle upsert returned no row');
  const windowEnd = new Date(row.windowStartedAt.getTime() + policy.windowMs);
  return { count: row.count, retryAt: row.blockedUntil ?? windowEnd };
}

/**
 * Takes back one attempt that was counted but turned out not to count (a right password, a refusal
 * by another limit). Should the count fall below the limit, the block it set is lifted with it.
 */
export async function releaseThrottleAttempt(db: AppDatabase, key: string, limit: number): Promise<void> {
  await db
    .update(authThrottles)
    .set({
      count: sql`greatest(${authThrottles.count} - 1, 0)`,
      blockedUntil: sql`case when ${authThrottles.count} - 1 < ${limit} then null else ${authThrottles.blockedUntil} end`,
    })
    .where(eq(authThrottles.key, key));
}

export async function deleteThrottle(db: AppDatabase, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}

export async function deleteStaleThrottles(db: AppDatabase, windowStartBefore: Date, now: Date) {
  await db
    .delete(authThrottles)
    .where(
      and(
        lt(authThrottles.windowStartedAt, windowStartBefore),
        or(isNull(authThrottles.blockedUntil), lt(authThrottles.blockedUntil, now)),
      ),
    );
}
