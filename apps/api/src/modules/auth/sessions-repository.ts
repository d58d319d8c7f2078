import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../db/client';
import { authSessions, refreshTokens, users, workspaceMembers } from '../../db/schema';

export type SessionRow = typeof authSessions.$inferSelect;

export async function insertSession(db: AppDatabase, session: typeof authSessions.$inferInsert) {
  const [row] = await db.insert(authSessions).values(session).returning();
  if (!row) throw new Error('insertSession: no row returned');
  return row;
}

export async function insertRefreshToken(db: AppDatabase, token: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshToken(db: AppDatabase, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a token used; false when another request rotated it first (the loser is treated as reuse). */
export async function markRefreshTokenRotated(db: AppDatabase, tokenId: string, now: Date) {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function touchSession(db: AppDatabase, sessionId: string, now: Date, expiresAt: Date) {
  await db.update(authSessions).set({ lastUsedAt: now, expiresAt }).where(eq(authSessions.id, sessionId));
}

const memberships = alias(workspaceMembers, 'memberships');
const workspaceOwners = alias(workspaceMembers, 'workspace_owners');
const planHolders = alias(users, 'plan_holders');

/**
 * The session and its user, if the session is still open: what every authenticated request needs.
 * `planHolder` is the plan state of the user's workspace owner (null outside a workspace), joined in
 * the same query so a member's plan costs no extra round trip.
 */
export async function findActiveSession(db: AppDatabase, sessionId: string, userId: string, now: Date) {
  const [row] = await db
    .select({
      session: authSessions,
      user: users,
      planHolder: {
        userId: planHolders.id,
        plan: planHolders.plan,
        trialPlan: planHolders.trialPlan,
        trialEndsAt: planHolders.trialEndsAt,
      },
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(
      workspaceOwners,
      and(eq(workspaceOwners.workspaceId, memberships.workspaceId), eq(workspaceOwners.role, 'owner')),
    )
    .leftJoin(planHolders, eq(planHolders.id, workspaceOwners.userId))
    .where(
      and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), gt(authSessions.expiresAt, now)),
    )
    .limit(1);
  return row;
}

export async function listActiveSessions(db: AppDatabase, userId: string, now: Date) {
  return db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), gt(authSessions.expiresAt, now)))
    .orderBy(desc(authSessions.lastUsedAt));
}

/** Ends one session; its refresh tokens go with it (cascade). */
export async function deleteSession(db: AppDatabase, sessionId: string, userId?: string) {
  const condition = userId
    ? and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId))
    : eq(authSessions.id, sessionId);
  const rows = await db.delete(authSessions).where(condition).returning({ id: authSessions.id });
  return rows.length > 0;
}

/** Ends every session of a user, or every one but `keepSessionId`. */
export async function deleteUserSessions(db: AppDatabase, userId: string, keepSessionId?: string) {
  const condition = keepSessionId
    ? and(eq(authSessions.userId, userId), ne(authSessions.id, keepSessionId))
    : eq(authSessions.userId, userId);
  await db.delete(authSessions).where(condition);
}

export async function deleteExpiredSessions(db: AppDatabase, now: Date) {
  await db.delete(authSessions).where(lt(authSessions.expiresAt, now));
}
