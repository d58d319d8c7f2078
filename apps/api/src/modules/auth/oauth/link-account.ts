import type { OAuthProviderId } from '@app/core/auth/oauth';
import type { Language } from '@app/core/errors';
import { AppError } from '../../../errors';
import { revokeAllUserApiKeys } from '../../api-keys/repository';
import { recordAddressProof } from '../address-proof';
import type { AuthContext } from '../context';
import { deleteUserSessions } from '../sessions-repository';
import { findUserByEmail, insertUser, type UserRow } from '../users-repository';
import { deleteIdentity, findUserByIdentity, insertIdentity, touchIdentity } from './identities-repository';
import type { ProviderProfile } from './provider';

/**
 * The account for a provider identity: the one it is already linked to; else, only when the provider
 * asserts the address verified, the account with that e-mail (linked) or a new one. A provider that
 * does not vouch for the address (Facebook never does; an OpenID Connect provider saying
 * `email_verified: false`) creates and links nothing: otherwise anyone could sign in with another
 * person's address and keep a way into the account that person later makes their own. It is refused
 * the same way whether or not the address has an account, so the answer tells no one who is registered.
 */
export async function linkOrCreateUser(
  auth: AuthContext,
  provider: OAuthProviderId,
  profile: ProviderProfile,
  language: Language,
): Promise<UserRow> {
  const now = auth.now();
  const linked = await findUserByIdentity(auth.db, provider, profile.subject);
  if (linked && !isLinkedBeforeProof(linked)) {
    await touchIdentity(auth.db, linked.identityId, profile.email ?? null, now);
    return linked.user;
  }
  // Linked before the account proved its address, and not removed then (data from before proofs
  // removed identities, see address-proof.ts): it no longer counts, as if it had never been linked.
  if (linked) await deleteIdentity(auth.db, linked.identityId);
  if (!profile.email) throw new AppError('OAUTH_EMAIL_MISSING');
  if (!profile.isEmailVerified) throw new AppError('OAUTH_EMAIL_UNVERIFIED');
  const { email } = profile;
  return auth.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    const account = existing
      ? await claimAccount(auth, tx, existing, now)
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
}

function isLinkedBeforeProof({ user, linkedAt }: { user: UserRow; linkedAt: Date }): boolean {
  return user.emailVerifiedAt !== null && linkedAt < user.emailVerifiedAt;
}

/**
 * Links to an existing account. If that account never proved its address, whoever registered it may
 * not be its owner (someone can sign up with another person's e-mail and wait): the provider has now
 * proved ownership, so the unproven password, its sessions, its API keys and anything linked before
 * are removed.
 */
async function claimAccount(
  auth: AuthContext,
  tx: AuthContext['db'],
  existing: UserRow,
  now: Date,
): Promise<UserRow> {
  if (existing.emailVerifiedAt) return existing;
  await deleteUserSessions(tx, existing.id);
  await revokeAllUserApiKeys(tx, existing.id, now);
  return recordAddressProof(auth, tx, existing, { now, via: 'provider', changes: { passwordHash: null } });
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
    // Only a provider that asserts the address gets here.
    emailVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  // Lost a race with a simultaneous sign-up of the same address: the next attempt links or refuses.
  if (!created) throw new AppError('OAUTH_FAILED');
  return created;
}
