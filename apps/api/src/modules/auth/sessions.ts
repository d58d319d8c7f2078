import type { AuthResponse } from '@app/core/auth/responses';
import { AppError } from '../../errors';
import { revokeAllUserApiKeys } from '../api-keys/repository';
import { findPlanHolderState } from '../teams/repository';
import type { AuthContext } from './context';
import { toPublicUser } from './public-user';
import { generateToken, hashToken } from './secrets';
import {
  deleteSession,
  deleteUserSessions,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  markRefreshTokenRotated,
  touchSession,
} from './sessions-repository';
import { summariseUserAgent } from './user-agent';
import { findUserById, type UserRow } from './users-repository';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;

/**
 * Signs a user in on one device: a new session (the refresh-token family), its first refresh token
 * and an access token. No role is granted here: ADMIN_EMAILS applies when the account proves its
 * address (address-proof.ts), not to whoever signs in to an account with a listed address.
 */
export async function startSession(
  auth: AuthContext,
  user: UserRow,
  userAgentHeader: string | undefined,
): Promise<AuthResponse> {
  const now = auth.now();
  const refreshToken = generateToken();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  const session = await auth.db.transaction(async (tx) => {
    const created = await insertSession(tx, {
      userId: user.id,
      userAgent: summariseUserAgent(userAgentHeader),
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
    });
    await insertRefreshToken(tx, {
      sessionId: created.id,
      tokenHash: hashToken(refreshToken),
      createdAt: now,
      expiresAt,
    });
    return created;
  });
  const accessToken = await auth.accessTokens.sign({
    userId: user.id,
    sessionId: session.id,
    role: user.role,
    plan: user.plan,
  });
  // A workspace member signs in to the owner's plan, as every later request sees it.
  const planHolder = await findPlanHolderState(auth.db, user.id);
  return { success: true, accessToken, refreshToken, user: toPublicUser(user, now, planHolder) };
}

/**
 * Exchanges a refresh token for a new pair. A token that was already exchanged means two parties hold
 * the family (one of them stole it): the whole session ends and both are signed out.
 */
export async function rotateRefreshToken(auth: AuthContext, refreshToken: string) {
  const now = auth.now();
  const found = await findRefreshToken(auth.db, hashToken(refreshToken));
  if (!found) throw new AppError('UNAUTHORIZED');
  const { token, session } = found;
  if (token.rotatedAt || !(await markRefreshTokenRotated(auth.db, token.id, now))) {
    await deleteSession(auth.db, session.id);
    throw new AppError('UNAUTHORIZED');
  }
  if (token.expiresAt <= now || session.expiresAt <= now) throw new AppError('UNAUTHORIZED');
  const user = await findUserById(auth.db, session.userId);
  if (!user) throw new AppError('UNAUTHORIZED');

  const nextToken = generateToken();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  await auth.db.transaction(async (tx) => {
    await insertRefreshToken(tx, {
      sessionId: session.id,
      tokenHash: hashToken(nextToken),
      createdAt: now,
      expiresAt,
    });
    await touchSession(tx, session.id, now, expiresAt);
  });
  const accessToken = await auth.accessTokens.sign({
    userId: user.id,
    sessionId: session.id,
    role: user.role,
    plan: user.plan,
  });
  return { success: true as const, accessToken, refreshToken: nextToken };
}

/**
 * "Sign out everywhere": every session ends, and every API key is revoked. It is what an owner does who
 * fears someone else is in the account, and a key that person made would otherwise outlive it.
 */
export async function signOutEverywhere(auth: AuthContext, userId: string): Promise<void> {
  await auth.db.transaction(async (tx) => {
    await deleteUserSessions(tx, userId);
    await revokeAllUserApiKeys(tx, userId, auth.now());
  });
}

/** Ends the session a refresh token belongs to; an unknown token is simply ignored. */
export async function endSessionOfRefreshToken(auth: AuthContext, refreshToken: string): Promise<void> {
  const found = await findRefreshToken(auth.db, hashToken(refreshToken));
  if (found) await deleteSession(auth.db, found.session.id);
}
