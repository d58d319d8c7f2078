import type { Language } from '@app/core/errors';
import { listPermissions, type Permission, type Role } from '@app/core/plans/permissions';
import type { PlanId } from '@app/core/plans/plans';
import type { AuthContext } from './context';
import { followsOwnersPlan, type PlanHolder, resolveUserPlan } from './public-user';
import { findActiveSession } from './sessions-repository';
import type { UserRow } from './users-repository';

/** The signed-in user of a request, read fresh from the database (a plan change applies at once). */
export type AuthenticatedUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The plan that counts now: the workspace owner's for a member, else a running trial's or the stored one. */
  plan: PlanId;
  /** The end of the account's trial, running or past; null when it never had one. */
  trialEndsAt: Date | null;
  /** A member of someone else's workspace, whose owner chooses the plan (and its trial). */
  worksUnderTeamPlan: boolean;
  permissions: Permission[];
  language: Language;
  emailVerified: boolean;
  hasPassword: boolean;
  sessionId: string;
  /** When this session signed in (not when the access token was last refreshed). */
  signedInAt: Date;
};

/**
 * A valid access token is not enough: its session must still be open, so signing out, "sign out
 * everywhere", a password change and a reused refresh token take effect at once, not 15 minutes later.
 */
export async function resolveAccessToken(
  auth: AuthContext,
  token: string,
): Promise<AuthenticatedUser | null> {
  const claims = await auth.accessTokens.verify(token);
  if (!claims) return null;
  const found = await findActiveSession(auth.db, claims.sessionId, claims.userId, auth.now());
  if (!found) return null;
  return toAuthenticatedUser(auth, found.user, found.session, found.planHolder);
}

/**
 * The request's user from a stored account and what it signed in with (a session, or an API key,
 * modules/api-keys): one place, so every way in gets the same plan and permissions.
 */
export function toAuthenticatedUser(
  auth: AuthContext,
  user: UserRow,
  session: { id: string; createdAt: Date },
  /** The plan state of the user's workspace owner, when the user is in a workspace (a member works under it). */
  planHolder?: PlanHolder | null,
): AuthenticatedUser {
  const plan = resolveUserPlan(user, auth.now(), planHolder);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    plan,
    trialEndsAt: user.trialEndsAt,
    worksUnderTeamPlan: followsOwnersPlan(user, planHolder),
    permissions: listPermissions(user.role, plan),
    language: user.language,
    emailVerified: user.emailVerifiedAt !== null,
    hasPassword: user.passwordHash !== null,
    sessionId: session.id,
    signedInAt: session.createdAt,
  };
}
