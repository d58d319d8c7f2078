import type { LoginInput, ProfileInput, RegisterInput } from '@app/core/auth/schemas';
import type { Language } from '@app/core/errors';
import { AppError } from '../../errors';
import type { AuthContext } from './context';
import { queueVerificationEmail } from './emails';
import { issueOneTimeToken } from './one-time-tokens';
import { assertPasswordNotCommon } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { toPublicUser } from './public-user';
import { startSession } from './sessions';
import { throttlePolicies as policies } from './throttle';
import { findUserByEmail, insertUser, updateUser } from './users-repository';

export type ClientInfo = { ip: string; userAgent: string | undefined; language: Language };

/**
 * Creates an account and signs it in. The e-mail starts unverified: the verification link goes out
 * in the same transaction, and the account can be used meanwhile (the dashboard asks to verify).
 */
export async function registerUser(auth: AuthContext, input: RegisterInput, client: ClientInfo) {
  const now = auth.now();
  await assertPasswordNotCommon(input.password);
  await auth.throttle.attempt([[policies.registerPerAddress, client.ip]], now);
  const passwordHash = await hashPassword(input.password);
  const user = await auth.db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      email: input.email,
      name: input.name,
      passwordHash,
      language: client.language,
      termsAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (!created) return undefined;
    const token = await issueOneTimeToken(tx, created.id, 'email-verification', now);
    await queueVerificationEmail(tx, created, token, auth.config.publicUrl);
    return created;
  });
  // Answered with 'Email already exists.'; registration is limited per address against probing.
  if (!user) throw new AppError('EMAIL_EXISTS');
  return startSession(auth, user, client.userAgent);
}

/**
 * Signs in with e-mail and password. An unknown e-mail, an account without a password and a wrong
 * password give the same answer after the same work, and all count against the same limits. The
 * attempt is counted before the password is checked, so parallel guesses cannot outrun the limit;
 * a right password forgives the account's failures and takes its attempt back from the address.
 */
export async function logIn(auth: AuthContext, input: LoginInput, client: ClientInfo) {
  const now = auth.now();
  const attempt = await auth.throttle.attempt(
    [
      [policies.loginPerEmail, input.email],
      [policies.loginPerAddress, client.ip],
    ],
    now,
  );
  const user = await findUserByEmail(auth.db, input.email);
  const isValid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !isValid) throw new AppError('INVALID_CREDENTIALS');
  await auth.throttle.reset(policies.loginPerEmail, input.email);
  await auth.throttle.release(attempt, [policies.loginPerAddress]);
  return startSession(auth, user, client.userAgent);
}

export async function updateProfile(auth: AuthContext, userId: string, input: ProfileInput) {
  const user = await updateUser(auth.db, userId, { ...input, updatedAt: auth.now() });
  if (!user) throw new AppError('UNAUTHORIZED');
  return toPublicUser(user);
}
