import type { PlanState } from '@app/core/plans/trial';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDatabase, AppTransaction } from '../../db/client';
import { users, workspaceInvites, workspaceMembers, workspaces } from '../../db/schema';

type Db = AppDatabase | AppTransaction;
export type InviteRow = typeof workspaceInvites.$inferSelect;

const owners = alias(workspaceMembers, 'owners');
const ownerUsers = alias(users, 'owner_users');

/** The user's workspace and role, with the owner's plan state (the plan the workspace works under). */
export async function findMembership(db: Db, userId: string) {
  const [row] = await db
    .select({
      workspaceId: workspaceMembers.workspaceId,
      role: workspaceMembers.role,
      name: workspaces.name,
      ownerId: owners.userId,
      owner: { plan: ownerUsers.plan, trialPlan: ownerUsers.trialPlan, trialEndsAt: ownerUsers.trialEndsAt },
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .innerJoin(owners, and(eq(owners.workspaceId, workspaceMembers.workspaceId), eq(owners.role, 'owner')))
    .innerJoin(ownerUsers, eq(ownerUsers.id, owners.userId))
    .where(eq(workspaceMembers.userId, userId));
  return row;
}
export type Membership = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

/** The plan state of the owner of the user's workspace; null outside one (the user's own plan counts). */
export async function findPlanHolderState(
  db: Db,
  userId: string,
): Promise<(PlanState & { userId: string }) | null> {
  const membership = await findMembership(db, userId);
  return membership ? { ...membership.owner, userId: membership.ownerId } : null;
}

/** The plan state of a workspace's owner: the plan the workspace works under. */
export async function findOwnerPlanState(db: Db, workspaceId: string): Promise<PlanState | undefined> {
  const [row] = await db
    .select({ plan: users.plan, trialPlan: users.trialPlan, trialEndsAt: users.trialEndsAt })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
  return row;
}

export function listMembers(db: Db, workspaceId: string) {
  return db
    .select({
      userId: workspaceMembers.userId,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.joinedAt,
      name: users.name,
      email: users.email,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(sql`${workspaceMembers.role} = 'owner' desc`, asc(workspaceMembers.joinedAt));
}

export function listOpenInvites(db: Db, workspaceId: string, now: Date) {
  return db
    .select()
    .from(workspaceInvites)
    .where(and(eq(workspaceInvites.workspaceId, workspaceId), gt(workspaceInvites.expiresAt, now)))
    .orderBy(asc(workspaceInvites.createdAt));
}

export async function countMembers(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  return row?.value ?? 0;
}

export async function createWorkspace(
  tx: AppTransaction,
  input: { name: string; ownerId: string; now: Date },
): Promise<string> {
  const [row] = await tx
    .insert(workspaces)
    .values({ name: input.name, createdAt: input.now, updatedAt: input.now })
    .returning({ id: workspaces.id });
  if (!row) throw new Error('createWorkspace: no row returned');
  await tx
    .insert(workspaceMembers)
    .values({ workspaceId: row.id, userId: input.ownerId, role: 'owner', joinedAt: input.now });
  return row.id;
}

/** Re-inviting an address replaces its invitation (and so its token): the old link stops working. */
export async function replaceInvite(tx: AppTransaction, invite: typeof workspaceInvites.$inferInsert) {
  await tx
    .delete(workspaceInvites)
    .where(
      and(
        eq(workspaceInvites.workspaceId, invite.workspaceId),
        sql`lower(${workspaceInvites.email}) = lower(${invite.email})`,
      ),
    );
  const [row] = await tx.insert(workspaceInvites).values(invite).returning();
  if (!row) throw new Error('replaceInvite: no row returned');
  return row;
}

export async function deleteInvite(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(workspaceInvites)
    .where(and(eq(workspaceInvites.id, id), eq(workspaceInvites.workspaceId, workspaceId)))
    .returning({ id: workspaceInvites.id });
  return rows.length > 0;
}

/** An unexpired invitation by its token's hash, with what the accept screen shows. */
export async function findOpenInvite(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ invite: workspaceInvites, workspaceName: workspaces.name, inviterName: users.name })
    .from(workspaceInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvites.workspaceId))
    .leftJoin(users, eq(users.id, workspaceInvites.invitedBy))
    .where(and(eq(workspaceInvites.tokenHash, tokenHash), gt(workspaceInvites.expiresAt, now)));
  return row;
}

export async function insertMember(
  tx: AppTransaction,
  member: { workspaceId: string; userId: string; now: Date },
): Promise<void> {
  await tx
    .insert(workspaceMembers)
    .values({ workspaceId: member.workspaceId, userId: member.userId, role: 'member', joinedAt: member.now });
}

export async function deleteMember(db: Db, workspaceId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        eq(workspaceMembers.userId, userId),
        eq(workspaceMembers.role, 'member'),
      ),
    )
    .returning({ userId: workspaceMembers.userId });
  return rows.length > 0;
}

export async function setRole(
  tx: AppTransaction,
  workspaceId: string,
  userId: string,
  role: 'owner' | 'member',
): Promise<boolean> {
  const rows = await tx
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .returning({ userId: workspaceMembers.userId });
  return rows.length > 0;
}

export async function deleteWorkspace(db: Db, workspaceId: string): Promise<void> {
  await db.delete(workspaces).where(eq(workspaces.id, workspaceId));
}

export async function touchWorkspace(db: Db, workspaceId: string, now: Date): Promise<void> {
  await db.update(workspaces).set({ updatedAt: now }).where(eq(workspaces.id, workspaceId));
}
