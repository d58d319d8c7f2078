import type { PublicUser } from '@app/core/auth/responses';
import { listPermissions } from '@app/core/plans/permissions';
import type { PlanId } from '@app/core/plans/plans';
import { type PlanState, resolveEffectivePlan } from '@app/core/plans/trial';
import type { AuthenticatedUser } from './authenticate';
import type { UserRow } from './users-repository';

/** The plan state of the owner of the user's workspace, and who that is (the user, for an owner). */
export type PlanHolder = PlanState & { userId: string };

/** A member of someone else's workspace: the owner's plan counts, and only the owner may change it. */
export function followsOwnersPlan(user: { id: string }, planHolder?: PlanHolder | null): boolean {
  return planHolder != null && planHolder.userId !== user.id;
}

/**
 * The one place a stored account becomes the plan that counts: a running trial's plan, else the stored
 * one. The signed-in user of every request and every user the API returns go through here, so
 * permissions, report views and exports all follow the trial and its end. A workspace member works
 * under the plan of the workspace's owner (`planHolder`), whatever their own account holds.
 */
export function resolveUserPlan(user: UserRow, now: Date, planHolder?: PlanState | null): PlanId {
  return resolveEffectivePlan(planHolder ?? user, now);
}

/** The user as the API shows it: permissions derived from role and plan, no hashes, no timestamps. */
export function toPublicUser(
  user: UserRow,
  now: Date = new Date(),
  planHolder?: PlanHolder | null,
): PublicUser {
  const plan = resolveUserPlan(user, now, planHolder);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    permissions: listPermissions(user.role, plan),
    plan,
    emailVerified: user.emailVerifiedAt !== null,
    language: user.language,
    trialEndsAt: user.trialEndsAt?.toISOString() ?? null,
    worksUnderTeamPlan: followsOwnersPlan(user, planHolder),
  };
}

export function describeSignedInUser(user: AuthenticatedUser): PublicUser {
  const { id, name, email, role, permissions, plan, emailVerified, language, trialEndsAt } = user;
  return {
    id,
    name,
    email,
    role,
    permissions,
    plan,
    emailVerified,
    language,
    trialEndsAt: trialEndsAt?.toISOString() ?? null,
    worksUnderTeamPlan: user.worksUnderTeamPlan,
  };
}
