import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { authThrottles } from '../../db/schema';

export async function findThrottle(db: AppDatabase, key: string) {
  const [row] = await db.select().from(authThrottles).where(eq(authThrottles.key, key));
  return row;
}

/**
 * Counts one attempt in a single statement, so concurrent requests on several processes all count;
 * an attempt after the window has passed starts a new window. Returns the count in the window.
 */
export async function incrementThrottle(
  db: AppDatabase,
  key: string,
  now: Date,
  windowStart: Date,
): Promise<number> {
  const nowText = now.toISOString();
  const isStale = sql`${authThrottles.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(authThrottles)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        count: sql`case when ${isStale} then 1 else ${authThrottles.count} + 1 end`,
        windowStartedAt: sql`case when ${isStale} then ${nowText}::timestamptz else ${authThrottles.windowStartedAt} end`,
      },
    })
    .returning({ count: authThrottles.count });
  return row?.count ?? 1;
}

export async function blockThrottle(db: AppDatabase, key: string, until: Date): Promise<void> {
  await db.update(authThrottles).set({ blockedUntil: until }).where(eq(authThrottles.key, key));
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
