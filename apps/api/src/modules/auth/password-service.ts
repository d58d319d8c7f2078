import type { ChangePasswordInput, ResetPasswordInput } from '@app/core/auth/schemas';
import { AppError } from '../../errors';
import { revokeAllUserApiKeys } from '../api-keys/repository';
import { recordAddressProof } from './address-proof';
import type { AuthContext } from './context';
import type { ClientInfo } from './credentials-service';
import { queuePasswordResetEmail } from './emails';
import { isOneTimeTokenValid, issueOneTimeToken, redeemOneTimeToken } from './one-time-tokens';
import { deleteUserTokens } from './one-time-tokens-repository';
import { assertPasswordNotCommon } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { deleteUserSessions } from './sessions-repository';
import { throttlePolicies as policies } from './throttle';
import { findUserByEmail, findUserById, updateUser } from './users-repository';

/**
 * Checks the signed-in user's password before something sensitive (a new password, deleting the
 * account); wrong guesses count per user, so a stolen access token cannot be used to find it.
 */
export async function confirmPassword(auth: AuthContext, userId: string, password: string) {
  const now = auth.now();
  await auth.throttle.attempt([[policies.passwordCheckPerUser, userId]], now);
  const user = await findUserById(auth.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, password))) throw new AppError('WRONG_PASSWORD');
  await auth.throttle.reset(policies.passwordCheckPerUser, userId);
  return user;
}

/**
 * A new password ends every other session and revokes the API keys: whoever else was signed in has to
 * sign in again, and a key made by someone who knew the old password stops working.
 */
export async function changePassword(
  auth: AuthContext,
  current: { userId: string; sessionId: string },
  input: ChangePasswordInput,
) {
  await assertPasswordNotCommon(input.newPassword);
  await confirmPassword(auth, current.userId, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await auth.db.transaction(async (tx) => {
    await updateUser(tx, current.userId, { passwordHash, updatedAt: auth.now() });
    await deleteUserSessions(tx, current.userId, current.sessionId);
    await revokeAllUserApiKeys(tx, current.userId, auth.now());
    await deleteUserTokens(tx, current.userId, 'password-reset');
  });
}

/**
 * Forgot-password. The caller answers the same way whatever happens next; for a registered e-mail
 * the token and its e-mail are created in the background, so the answer does not take longer either.
 */
export async function requestPasswordReset(
  auth: AuthContext,
  email: string,
  client: ClientInfo,
): Promise<{ done: Promise<void> }> {
  const now = auth.now();
  await auth.throttle.attempt(
    [
      [policies.forgotPerEmail, email],
      [policies.forgotPerAddress, client.ip],
    ],
    now,
  );
  const user = await findUserByEmail(auth.db, email);
  if (!user) return { done: Promise.resolve() };
  // After the answer has gone: the embedded database shares this thread and would delay it.
  const done = new Promise((resolve) => setImmediate(resolve)).then(() =>
    auth.db.transaction(async (tx) => {
      const token = await issueOneTimeToken(tx, user.id, 'password-reset', now);
      await queuePasswordResetEmail(tx, user, token, auth.config.publicUrl);
    }),
  );
  return { done };
}

/**
 * Whether a reset link can still be used, so that its page can say so before a new password is typed.
 * It counts against the address's token attempts as a reset does (a valid token is given back), so
 * asking cannot be used to guess tokens faster, and it says nothing about whose token it is.
 */
export async function checkPasswordResetToken(auth: AuthContext, resetToken: string, client: ClientInfo) {
  const now = auth.now();
  const attempt = await auth.throttle.attempt([[policies.tokenPerAddress, client.ip]], now);
  if (!(await isOneTimeTokenValid(auth.db, resetToken, 'password-reset', now))) {
    throw new AppError('TOKEN_INVALID');
  }
  await auth.throttle.release(attempt);
}

/**
 * Sets a new password with a reset token: single use, 30 minutes. Every session ends and every API key
 * is revoked (as for a password change), and because the link arrived by e-mail, the address counts as
 * proven (address-proof.ts: social sign-ins linked before are removed, ADMIN_EMAILS applies) and the
 * sign-in lockout is lifted.
 */
export async function resetPassword(auth: AuthContext, input: ResetPasswordInput, client: ClientInfo) {
  const now = auth.now();
  // Before the token is redeemed: a refused password leaves the link usable.
  await assertPasswordNotCommon(input.newPassword);
  const attempt = await auth.throttle.attempt([[policies.tokenPerAddress, client.ip]], now);
  const userId = await redeemOneTimeToken(auth.db, input.resetToken, 'password-reset', now);
  const user = userId ? await findUserById(auth.db, userId) : undefined;
  if (!user) throw new AppError('TOKEN_INVALID');
  await auth.throttle.release(attempt);
  const passwordHash = await hashPassword(input.newPassword);
  await auth.db.transaction(async (tx) => {
    await recordAddressProof(auth, tx, user, { now, via: 'link', changes: { passwordHash } });
    await deleteUserSessions(tx, user.id);
    await revokeAllUserApiKeys(tx, user.id, now);
    await deleteUserTokens(tx, user.id, 'password-reset');
  });
  await auth.throttle.reset(policies.loginPerEmail, user.email);
}
