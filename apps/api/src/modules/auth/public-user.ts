import type { PublicUser } from '@app/core/auth/responses';
import { listPermissions } from '@app/core/plans/permissions';
import type { AuthenticatedUser } from './authenticate';
import type { UserRow } from './users-repository';

/** The user as the API shows it: permissions derived from role and plan, no hashes, no timestamps. */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    permissions: listPermissions(user.role, user.plan),
    plan: user.plan,
    emailVerified: user.emailVerifiedAt !== null,
    language: user.language,
  };
}

export function describeSignedInUser(user: AuthenticatedUser): PublicUser {
  const { id, name, email, role, permissions, plan, emailVerified, language } = user;
  return { id, name, email, role, permissions, plan, emailVerified, language };
}
