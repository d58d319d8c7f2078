import type { AdminUser, AdminUserFilter } from '@app/core/admin/schemas';
import type { PlanId } from '@app/core/plans/plans';
import { eq } from 'drizzle-orm';
import type { AppTransaction } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAddressProof } from '../auth/address-proof';
import type { AuthContext } from '../auth/context';
import { resolveUserPlan, toPublicUser } from '../auth/public-user';
import { deleteUser, type UserRow, updateUser } from '../auth/users-repository';
import { insertReportCredit } from '../billing/repository';
import { deleteOwnedWorkspace } from '../teams/members-service';
import { insertAuditEntry } from './audit-repository';
import { toPage } from './page';
import { findUsersByEmail } from './users-repository';

/** The administrator acting: named in the audit log. */
export type Actor = { id: string; email: string };

export function toAdminUser(user: UserRow, now: Date): AdminUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    plan: user.plan,
    effectivePlan: resolveUserPlan(user, now),
    trialPlan: user.trialPlan,
    trialEndsAt: user.trialEndsAt?.toISOString() ?? null,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function searchUsers(auth: AuthContext, query: AdminUserFilter) {
  const now = auth.now();
  const { rows, hasMore } = toPage(
    await findUsersByEmail(auth.db, { ...query, limit: query.limit + 1 }),
    query.limit,
  );
  return { users: rows.map((user) => toAdminUser(user, now)), hasMore };
}

/** The account, locked until the transaction ends, so the value recorded as "before" is the one changed. */
async function lockUser(tx: AppTransaction, userId: string): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

/**
 * The new plan applies at once: permissions are derived on every request from the stored plan.
 * Pay-per-report is one report: setting it grants the credit that report is made with, as a purchase would.
 */
export async function setUserPlan(auth: AuthContext, actor: Actor, userId: string, plan: PlanId) {
  const now = auth.now();
  const user = await auth.db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    const updated = (await updateUser(tx, userId, { plan, updatedAt: now })) ?? before;
    if (plan === 'payPerReport') await insertReportCredit(tx, { userId, source: 'admin', createdAt: now });
    await insertAuditEntry(tx, {
      actor,
      action: 'user.plan',
      targetId: userId,
      before: { plan: before.plan },
      after: { plan },
      now,
    });
    return updated;
  });
  return toPublicUser(user, now);
}

/**
 * Marks the address proven or not. Proven by an administrator (who has checked it with the person) counts
 * as a proof of the address (auth/address-proof.ts): social sign-ins linked before are removed, as they
 * could be someone else's; it never makes the account an administrator. Unproven again, the account is
 * treated as one that never confirmed its address (it sends no e-mails to others until it does).
 */
export async function setEmailVerified(auth: AuthContext, actor: Actor, userId: string, verified: boolean) {
  const now = auth.now();
  const user = await auth.db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    const wasVerified = before.emailVerifiedAt !== null;
    let updated = before;
    if (verified && !wasVerified) {
      updated = await recordAddressProof(auth, tx, before, { now, via: 'administrator' });
    } else if (!verified && wasVerified) {
      updated = (await updateUser(tx, userId, { emailVerifiedAt: null, updatedAt: now })) ?? before;
    }
    await insertAuditEntry(tx, {
      actor,
      action: 'user.emailVerified',
      targetId: userId,
      before: { emailVerified: wasVerified },
      after: { emailVerified: verified },
      now,
    });
    return updated;
  });
  return toPublicUser(user, now);
}

/**
 * Erases an account and what hangs on it, as the user's own deletion does (Art. 17; account/service.ts).
 * Administrators' accounts are not deleted here: an administrator is demoted first (docs/operations.md).
 */
export async function deleteUserAccount(auth: AuthContext, actor: Actor, userId: string) {
  const now = auth.now();
  await auth.db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    if (before.role === 'admin') throw new AppError('FORBIDDEN', { messageKey: 'adminAccountProtected' });
    await deleteOwnedWorkspace(tx, userId);
    await deleteUser(tx, userId);
    await insertAuditEntry(tx, {
      actor,
      action: 'user.deleted',
      targetId: userId,
      before: { plan: before.plan, emailVerified: before.emailVerifiedAt !== null },
      after: null,
      now,
    });
  });
}
