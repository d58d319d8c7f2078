import { canPlan, getPlanLimit } from '@app/core/plans/entitlements';
import type { PlanId } from '@app/core/plans/plans';
import { resolveEffectivePlan } from '@app/core/plans/trial';
import { routePaths } from '@app/core/routes';
import { inviteLifetimeDays, type Team, type TeamInvite, workspaceNameMax } from '@app/core/teams/schemas';
import { AppError } from '../../errors';
import type { AuthenticatedUser } from '../auth/authenticate';
import { assertAddressProven } from '../auth/proven-sender';
import { generateToken, hashToken } from '../auth/secrets';
import { enqueueEmail } from '../mail/outbox';
import type { TeamsContext } from './context';
import {
  countMembers,
  createWorkspace,
  deleteInvite,
  deleteWorkspace,
  findMembership,
  findOpenInvite,
  findOwnerPlanState,
  type InviteRow,
  insertMember,
  listMembers,
  listOpenInvites,
  type Membership,
  replaceInvite,
  touchWorkspace,
} from './repository';

const dayMs = 24 * 60 * 60_000;

/**
 * The user's team as the team tab shows it. Outside a workspace the user is the owner of a team of one
 * (the workspace itself is made at the first invitation).
 */
export async function getTeam(ctx: TeamsContext, user: AuthenticatedUser): Promise<Team> {
  const membership = await findMembership(ctx.db, user.id);
  if (!membership) {
    const self = { userId: user.id, name: user.name, email: user.email, role: 'owner' as const };
    return {
      workspace: null,
      myRole: 'owner',
      members: [{ ...self, joinedAt: ctx.now().toISOString() }],
      invites: [],
      limit: getPlanLimit(user.plan, 'teamSize'),
      used: 1,
    };
  }
  const [members, invites] = await Promise.all([
    listMembers(ctx.db, membership.workspaceId),
    listOpenInvites(ctx.db, membership.workspaceId, ctx.now()),
  ]);
  return {
    workspace: { id: membership.workspaceId, name: membership.name },
    myRole: membership.role,
    members: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })),
    invites: invites.map(toTeamInvite),
    // The owner's plan as stored now: a transfer or an acceptance in this request has changed it.
    limit: getPlanLimit(resolveEffectivePlan(membership.owner, ctx.now()), 'teamSize'),
    used: members.length + invites.length,
  };
}

/**
 * A member is told only the owner manages the team (the route's plan gate has already told a plan
 * without a team which plans have one).
 */
function assertCanManage(membership: Membership | undefined) {
  if (membership && membership.role !== 'owner')
    throw new AppError('FORBIDDEN', { messageKey: 'teamOwnerOnly' });
}

function assertRoom(plan: PlanId, people: number) {
  if (!canPlan(plan, { feature: 'teamSize', members: people })) throw new AppError('TEAM_LIMIT_REACHED');
}

/**
 * Invites an address, whether or not it has an account (the answer is the same: no one learns who is
 * registered). The owner, the members and the open invitations all count against the plan's team size.
 * The e-mail is queued in the same transaction, in the inviter's language.
 */
export async function inviteMember(
  ctx: TeamsContext,
  user: AuthenticatedUser,
  email: string,
): Promise<TeamInvite> {
  const membership = await findMembership(ctx.db, user.id);
  assertCanManage(membership);
  // The invitation carries the inviter's name to an address of their choosing.
  assertAddressProven(user);
  const now = ctx.now();
  const token = generateToken();
  const invite = await ctx.db.transaction(async (tx) => {
    const workspaceId =
      membership?.workspaceId ??
      (await createWorkspace(tx, { name: nameWorkspace(user), ownerId: user.id, now }));
    const [members, invites] = await Promise.all([
      listMembers(tx, workspaceId),
      listOpenInvites(tx, workspaceId, now),
    ]);
    const address = email.toLowerCase();
    if (members.some((member) => member.email.toLowerCase() === address))
      throw new AppError('ALREADY_IN_WORKSPACE');
    // A repeated invitation replaces the open one for that address, so it takes no second place.
    const others = invites.filter((open) => open.email.toLowerCase() !== address);
    assertRoom(user.plan, members.length + others.length + 1);
    const row = await replaceInvite(tx, {
      workspaceId,
      email,
      tokenHash: hashToken(token),
      invitedBy: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + inviteLifetimeDays * dayMs),
    });
    await touchWorkspace(tx, workspaceId, now);
    await enqueueEmail(tx, {
      template: 'team-invite',
      to: email,
      language: user.language,
      data: {
        inviterName: user.name || user.email,
        workspaceName: membership?.name ?? nameWorkspace(user),
        inviteUrl: buildInviteUrl(ctx.publicUrl, token),
      },
    });
    return row;
  });
  return toTeamInvite(invite);
}

export async function cancelInvite(ctx: TeamsContext, user: AuthenticatedUser, inviteId: string) {
  const membership = await findMembership(ctx.db, user.id);
  // Cancelling frees a place, so an owner whose plan lapsed may still do it.
  if (!membership) throw new AppError('NOT_FOUND');
  if (membership.role !== 'owner') throw new AppError('FORBIDDEN', { messageKey: 'teamOwnerOnly' });
  if (!(await deleteInvite(ctx.db, membership.workspaceId, inviteId))) throw new AppError('NOT_FOUND');
}

/** What the accept screen shows before anyone signs in; an unknown or expired token is one answer. */
export async function previewInvite(ctx: TeamsContext, token: string) {
  const found = await findOpenInvite(ctx.db, hashToken(token), ctx.now());
  if (!found) throw new AppError('TOKEN_INVALID', { messageKey: 'teamInviteInvalid' });
  return {
    workspaceName: found.workspaceName,
    inviterName: found.inviterName ?? '',
    email: found.invite.email,
    expiresAt: found.invite.expiresAt.toISOString(),
  };
}

/**
 * Joins the workspace of the invitation. Only the invited address may use it; someone in another team
 * of more than themselves must leave it first. A workspace of one (an owner who invited but nobody
 * joined) is given up, with its open invitations. The team size is checked again: the owner's plan may
 * have changed since the invitation.
 */
export async function acceptInvite(ctx: TeamsContext, user: AuthenticatedUser, token: string) {
  const now = ctx.now();
  const found = await findOpenInvite(ctx.db, hashToken(token), now);
  if (!found) throw new AppError('TOKEN_INVALID', { messageKey: 'teamInviteInvalid' });
  const { invite } = found;
  if (invite.email.toLowerCase() !== user.email.toLowerCase()) throw new AppError('INVITE_EMAIL_MISMATCH');
  await ctx.db.transaction(async (tx) => {
    const current = await findMembership(tx, user.id);
    if (current && current.workspaceId !== invite.workspaceId) {
      if ((await countMembers(tx, current.workspaceId)) > 1)
        throw new AppError('ALREADY_IN_WORKSPACE', { messageKey: 'alreadyInAnotherWorkspace' });
      await deleteWorkspace(tx, current.workspaceId);
    }
    await deleteInvite(tx, invite.workspaceId, invite.id);
    if (current?.workspaceId === invite.workspaceId) return;
    const ownerPlan = await findOwnerPlanState(tx, invite.workspaceId);
    if (!ownerPlan) throw new AppError('TOKEN_INVALID', { messageKey: 'teamInviteInvalid' });
    assertRoom(resolveEffectivePlan(ownerPlan, now), (await countMembers(tx, invite.workspaceId)) + 1);
    await insertMember(tx, { workspaceId: invite.workspaceId, userId: user.id, now });
  });
}

function nameWorkspace(user: AuthenticatedUser): string {
  return (user.name || user.email).slice(0, workspaceNameMax);
}

function buildInviteUrl(publicUrl: string, token: string): string {
  const url = new URL(routePaths.teamInvite, `${publicUrl}/`);
  url.searchParams.set('token', token);
  return url.toString();
}

function toTeamInvite(row: InviteRow): TeamInvite {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
