import { asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { authSessions, oauthIdentities, users } from '../../db/schema';

export async function findAccountRows(db: AppDatabase, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const sessions = await db
    .select()
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .orderBy(asc(authSessions.createdAt));
  const identities = await db
    .select()
    .from(oauthIdentities)
    .where(eq(oauthIdentities.userId, userId))
    .orderBy(asc(oauthIdentities.createdAt));
  return { user, sessions, identities };
}
