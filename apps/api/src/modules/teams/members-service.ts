import type { AppDatabase, AppTransaction } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthenticatedUser } from '../auth/authenticate';
import type { TeamsContext } from './context';
import {
  deleteMember,
  deleteWorkspace,
  findMembership,
  listMembers,
  setRole,
  touchWorkspace,
} from './repository';

/**
 * The owner removes a member, or a member leaves (removes themselves). The owner cannot leave: the
 * workspace would have nobody to manage it and no plan to work under, so they transfer ownership first.
 * Removing is allowed on any plan, so an owner whose plan lapsed can still shrink the team.
 */
export async function removeMember(ctx: TeamsContext, user: AuthenticatedUser, userId: string) {
  const membership = await findMembership(ctx.db, user.id);
  if (!membership) throw new AppError('NOT_FOUND');
  if (userId === user.id && membership.role === 'owner')
    throw new AppError('FORBIDDEN', { messageKey: 'teamOwnerMustTransfer' });
  if (userId !== user.id && membership.role !== 'owner')
    throw new AppError('FORBIDDEN', { messageKey: 'teamOwnerOnly' });
  if (!(await deleteMember(ctx.db, membership.workspaceId, userId))) throw new AppError('NOT_FOUND');
  await touchWorkspace(ctx.db, membership.workspaceId, ctx.now());
}

/**
 * Hands the workspace to a member: they become the owner (and the workspace works under their plan),
 * the old owner stays as a member. One transaction, demoting first, since a workspace has one owner.
 */
export async function transferOwnership(ctx: TeamsContext, user: AuthenticatedUser, userId: string) {
  const membership = await findMembership(ctx.db, user.id);
  if (!membership) throw new AppError('NOT_FOUND');
  if (membership.role !== 'owner') throw new AppError('FORBIDDEN', { messageKey: 'teamOwnerOnly' });
  await ctx.db.transaction(async (tx) => {
    const members = await listMembers(tx, membership.workspaceId);
    if (userId === user.id || !members.some((member) => member.userId === userId))
      throw new AppError('NOT_FOUND');
    await setRole(tx, membership.workspaceId, user.id, 'member');
    await setRole(tx, membership.workspaceId, userId, 'owner');
    await touchWorkspace(tx, membership.workspaceId, ctx.now());
  });
}

/**
 * When an owner deletes their account the workspace goes with it (Art. 17 cannot wait for a transfer):
 * the members keep their accounts and their own reports and are back on their own plans.
 */
export async function deleteOwnedWorkspace(db: AppDatabase | AppTransaction, userId: string) {
  const membership = await findMembership(db, userId);
  if (membership?.role === 'owner') await deleteWorkspace(db, membership.workspaceId);
}
