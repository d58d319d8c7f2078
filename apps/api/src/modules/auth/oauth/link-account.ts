import type { OAuthProviderId } from '@app/core/auth/oauth';
import type { Language } from '@app/core/errors';
import { AppError } from '../../../errors';
import type { AuthContext } from '../context';
import { deleteUserSessions } from '../sessions-repository';
import { findUserByEmail, insertUser, type UserRow, updateUser } from '../users-repository';
import { findUserByIdentity, insertIdentity, touchIdentity } from './identities-repository';
import type { ProviderProfile } from './provider';

/**
 * The account for a provider identity: the one it is already linked to; else the account with the same
 * e-mail, linked only when the provider asserts the address verified; else a new account.
 */
export async function linkOrCreateUser(
  auth: AuthContext,
  provider: OAuthProviderId,
  profile: ProviderProfile,
  language: Language,
): Promise<UserRow> {
  const now = auth.now();
  const linked = await findUserByIdentity(auth.db, provider, profile.subject);
  if (linked) {
    await touchIdentity(auth.db, linked.identityId, profile.email ?? null, now);
    return linked.user;
  }
  if (!profile.email) throw new AppError('OAUTH_EMAIL_MISSING');
  const { email } = profile;
  const user = await auth.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing && !profile.isEmailVerified) return undefined;
    const account = existing
      ? await claimAccount(tx, existing, now)
      : await createAccount(tx, profile, email, language, now);
    await insertIdentity(tx, {
      userId: account.id,
      provider,
      subject: profile.subject,
      email,
      createdAt: now,
      lastUsedAt: now,
    });
    return account;
  });
  if (!user) throw new AppError('OAUTH_EMAIL_CONFLICT');
  return user;
}

/**
 * Links to an existing account. If that account never proved its address, whoever registered it may
 * not be its owner (someone can sign up with another person's e-mail and wait): the provider has now
 * proved ownership, so the unproven password and its sessions are removed.
 */
async function claimAccount(tx: AuthContext['db'], existing: UserRow, now: Date): Promise<UserRow> {
  if (existing.emailVerifiedAt) return existing;
  await deleteUserSessions(tx, existing.id);
  const claimed = await updateUser(tx, existing.id, {
    passwordHash: null,
    emailVerifiedAt: now,
    updatedAt: now,
  });
  return claimed ?? existing;
}

async function createAccount(
  tx: AuthContext['db'],
  profile: ProviderProfile,
  email: string,
  language: Language,
  now: Date,
): Promise<UserRow> {
  const created = await insertUser(tx, {
    email,
    name: (profile.name || email.split('@')[0] || email).slice(0, 100),
    passwordHash: null,
    language,
    emailVerifiedAt: profile.isEmailVerified ? now : null,
    createdAt: now,
    updatedAt: now,
  });
  // Lost a race with a simultaneous sign-up of the same address: the next attempt links or refuses.
  if (!created) throw new AppError('OAUTH_FAILED');
  return created;
}
