import type { OAuthProviderId } from '@app/core/auth/oauth';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client';
import { oauthIdentities, users } from '../../../db/schema';

export async function findUserByIdentity(db: AppDatabase, provider: OAuthProviderId, subject: string) {
  const [row] = await db
    .select({ user: users, identityId: oauthIdentities.id, linkedAt: oauthIdentities.createdAt })
    .from(oauthIdentities)
    .innerJoin(users, eq(users.id, oauthIdentities.userId))
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)));
  return row;
}

export async function insertIdentity(db: AppDatabase, identity: typeof oauthIdentities.$inferInsert) {
  await db.insert(oauthIdentities).values(identity).onConflictDoNothing();
}

export async function touchIdentity(db: AppDatabase, identityId: string, email: string | null, now: Date) {
  await db.update(oauthIdentities).set({ lastUsedAt: now, email }).where(eq(oauthIdentities.id, identityId));
}

export async function deleteIdentity(db: AppDatabase, identityId: string) {
  await db.delete(oauthIdentities).where(eq(oauthIdentities.id, identityId));
}

/** Unlinks every social sign-in of the user; returns the providers that were linked. */
export async function deleteUserIdentities(db: AppDatabase, userId: string): Promise<OAuthProviderId[]> {
  const rows = await db
    .delete(oauthIdentities)
    .where(eq(oauthIdentities.userId, userId))
    .returning({ provider: oauthIdentities.provider });
  return rows.map((row) => row.provider);
}
