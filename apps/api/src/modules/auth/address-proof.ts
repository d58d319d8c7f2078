import type { AuthContext } from './context';
import { queueSignInMethodsRemovedEmail } from './emails';
import { deleteUserIdentities } from './oauth/identities-repository';
import { type NewUser, type UserRow, updateUser } from './users-repository';

export type AddressProof = {
  now: Date;
  /**
   * `link`: the account opened a link we e-mailed to its address (verification or password reset).
   * `provider`: a social sign-in whose provider asserts the address.
   * `administrator`: an administrator marked the address proven (admin/service.ts).
   */
  via: 'link' | 'provider' | 'administrator';
  /** Further changes to the account, made in the same update (a reset's new password). */
  changes?: Partial<Pick<NewUser, 'passwordHash'>>;
};

/**
 * The account has just proven its address. Whatever was linked to it before may belong to someone
 * else: a social sign-in linked while the address was unproven is how an account is pre-hijacked (sign
 * in through a provider with another person's address, wait for them to claim the account, come back).
 * So every identity linked until now is removed, in the caller's transaction, and the owner is told;
 * one the owner linked themselves through a provider that vouches for the address links again at its
 * next sign-in.
 *
 * ADMIN_EMAILS makes the account an administrator here, and only for a link we e-mailed: not at a
 * sign-in, not on a provider's word (OAUTH_GOOGLE_ISSUER may name any OpenID Connect issuer), and not on
 * another administrator's.
 */
export async function recordAddressProof(
  auth: AuthContext,
  tx: AuthContext['db'],
  user: UserRow,
  proof: AddressProof,
): Promise<UserRow> {
  const { now } = proof;
  const removed = await deleteUserIdentities(tx, user.id);
  if (removed.length > 0) await queueSignInMethodsRemovedEmail(tx, user, removed, auth.config.publicUrl);
  const isListedAdmin = auth.config.adminEmails.includes(user.email.toLowerCase());
  const updated = await updateUser(tx, user.id, {
    ...proof.changes,
    emailVerifiedAt: user.emailVerifiedAt ?? now,
    ...(proof.via === 'link' && isListedAdmin ? { role: 'admin' as const } : {}),
    updatedAt: now,
  });
  return updated ?? user;
}
