import type { AppDatabase } from '../../db/client';
import type { OneTimeTokenPurpose } from '../../db/schema';
import { consumeOneTimeToken, insertOneTimeToken, isOneTimeTokenUsable } from './one-time-tokens-repository';
import { generateToken, hashToken } from './secrets';

/** How long each kind of token is valid (docs/product-decisions.md, Accounts). */
export const oneTimeTokenLifetimesMs: Record<OneTimeTokenPurpose, number> = {
  'password-reset': 30 * 60_000,
  'email-verification': 48 * 60 * 60_000,
  'oauth-exchange': 2 * 60_000,
};

/** Creates a token and stores its hash; the caller sends the returned token and never stores it. */
export async function issueOneTimeToken(
  db: AppDatabase,
  userId: string,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<string> {
  const token = generateToken();
  await insertOneTimeToken(db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + oneTimeTokenLifetimesMs[purpose]),
  });
  return token;
}

/** The user a valid, unused token belongs to, marking it used; undefined for any other token. */
export function redeemOneTimeToken(
  db: AppDatabase,
  token: string,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  return consumeOneTimeToken(db, hashToken(token), purpose, now);
}

/** Whether a token would be accepted now; it stays unused. */
export function isOneTimeTokenValid(
  db: AppDatabase,
  token: string,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<boolean> {
  return isOneTimeTokenUsable(db, hashToken(token), purpose, now);
}
