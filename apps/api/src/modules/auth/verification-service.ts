import { authSuccessKeys } from '@app/core/auth/message-keys';
import { AppError } from '../../errors';
import { recordAddressProof } from './address-proof';
import type { AuthContext } from './context';
import type { ClientInfo } from './credentials-service';
import { queueVerificationEmail } from './emails';
import { issueOneTimeToken, redeemOneTimeToken } from './one-time-tokens';
import { deleteUserTokens } from './one-time-tokens-repository';
import { throttlePolicies as policies } from './throttle';
import { findUserById } from './users-repository';

/**
 * Confirms the address from the e-mailed link; it works signed in or not, on any device. A proof of the
 * address (address-proof.ts): social sign-ins linked before are removed, ADMIN_EMAILS applies.
 */
export async function verifyEmail(auth: AuthContext, token: string, client: ClientInfo) {
  const now = auth.now();
  const attempt = await auth.throttle.attempt([[policies.tokenPerAddress, client.ip]], now);
  const userId = await redeemOneTimeToken(auth.db, token, 'email-verification', now);
  const user = userId ? await findUserById(auth.db, userId) : undefined;
  if (!user) throw new AppError('TOKEN_INVALID');
  await auth.throttle.release(attempt);
  await auth.db.transaction(async (tx) => {
    await recordAddressProof(auth, tx, user, { now, via: 'link' });
    await deleteUserTokens(tx, user.id, 'email-verification');
  });
}

/** Sends a fresh verification link, at most three an hour; a verified address needs none. */
export async function resendVerification(auth: AuthContext, userId: string) {
  const now = auth.now();
  const user = await findUserById(auth.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.emailVerifiedAt) return authSuccessKeys.emailVerified;
  await auth.throttle.attempt([[policies.verificationPerUser, user.id]], now);
  await auth.db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, user.id, 'email-verification', now);
    await queueVerificationEmail(tx, user, token, auth.config.publicUrl);
  });
  return authSuccessKeys.verificationSent;
}
