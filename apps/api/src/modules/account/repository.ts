import { asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import {
  aiSettings,
  aiUsage,
  apiKeys,
  authSessions,
  oauthIdentities,
  reportPurchases,
  subscriptions,
  users,
  workspaceMembers,
  workspaces,
} from '../../db/schema';

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

/** What the other areas keep about the user: API keys, workspaces, billing and the AI features. */
export async function findAreaRows(db: AppDatabase, userId: string) {
  const keys = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(asc(apiKeys.createdAt));
  const memberships = await db
    .select({ name: workspaces.name, role: workspaceMembers.role, joinedAt: workspaceMembers.joinedAt })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(workspaceMembers.joinedAt));
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const purchases = await db
    .select()
    .from(reportPurchases)
    .where(eq(reportPurchases.userId, userId))
    .orderBy(asc(reportPurchases.createdAt));
  const [aiSetting] = await db.select().from(aiSettings).where(eq(aiSettings.userId, userId));
  const aiRequests = await db
    .select({ kind: aiUsage.kind, createdAt: aiUsage.createdAt })
    .from(aiUsage)
    .where(eq(aiUsage.accountId, userId))
    .orderBy(asc(aiUsage.createdAt));
  return { keys, memberships, subscription, purchases, aiSetting, aiRequests };
}
