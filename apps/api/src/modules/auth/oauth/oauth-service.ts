import { createHash } from 'node:crypto';
import type { OAuthProviderId } from '@app/core/auth/oauth';
import type { Language } from '@app/core/errors';
import { AppError } from '../../../errors';
import type { AuthContext } from '../context';
import type { ClientInfo } from '../credentials-service';
import { issueOneTimeToken, redeemOneTimeToken } from '../one-time-tokens';
import { generateToken, hashToken } from '../secrets';
import { startSession } from '../sessions';
import { throttlePolicies } from '../throttle';
import { findUserById } from '../users-repository';
import { insertFlow, takeFlow } from './flows-repository';
import { linkOrCreateUser } from './link-account';
import type { OAuthProvider } from './provider';

const FLOW_TTL_MS = 10 * 60_000;

export function callbackUrl(auth: AuthContext, provider: OAuthProviderId): string {
  return `${auth.config.publicUrl}/api/auth/oauth/${provider}/callback`;
}

/**
 * Starts a social sign-in: state, nonce and PKCE verifier are made here and kept on the server; the
 * returned state also goes into a cookie, so only the browser that started can finish.
 */
export async function startOAuth(auth: AuthContext, provider: OAuthProvider) {
  const now = auth.now();
  const state = generateToken();
  const nonce = generateToken();
  const codeVerifier = generateToken();
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  await insertFlow(auth.db, {
    stateHash: hashToken(state),
    provider: provider.id,
    codeVerifier,
    nonce,
    expiresAt: new Date(now.getTime() + FLOW_TTL_MS),
  });
  const redirectUrl = await provider.buildAuthorizationUrl({
    state,
    nonce,
    codeChallenge,
    redirectUri: callbackUrl(auth, provider.id),
  });
  return { state, redirectUrl };
}

export type CallbackInput = {
  params: Record<string, string>;
  cookieState: string | undefined;
  language: Language;
};

/**
 * Finishes a social sign-in: the state must match the cookie and an open flow, the code is exchanged
 * and the identity checked; the result is a one-time code for `/auth/callback`, never the tokens.
 */
export async function completeOAuth(auth: AuthContext, provider: OAuthProvider, input: CallbackInput) {
  const { params } = input;
  if (params.error) throw new AppError(params.error === 'access_denied' ? 'OAUTH_CANCELLED' : 'OAUTH_FAILED');
  const { state, code } = params;
  if (!state || !code || !input.cookieState || !isSameText(state, input.cookieState)) {
    throw new AppError('OAUTH_FAILED');
  }
  const flow = await takeFlow(auth.db, hashToken(state), provider.id, auth.now());
  if (!flow) throw new AppError('OAUTH_FAILED');
  const profile = await provider.fetchProfile({
    code,
    codeVerifier: flow.codeVerifier,
    nonce: flow.nonce,
    redirectUri: callbackUrl(auth, provider.id),
    extra: params,
  });
  const user = await linkOrCreateUser(auth, provider.id, profile, input.language);
  return issueOneTimeToken(auth.db, user.id, 'oauth-exchange', auth.now());
}

function isSameText(a: string, b: string): boolean {
  return hashToken(a) === hashToken(b);
}

/**
 * `/auth/callback` trades its one-time code (two minutes, single use) for a signed-in session, in the
 * browser that finished the sign-in only: the callback put the same code in that browser's cookie.
 */
export async function exchangeOAuthCode(
  auth: AuthContext,
  code: string,
  browserCode: string | undefined,
  client: ClientInfo,
) {
  const now = auth.now();
  const attempt = await auth.throttle.attempt([[throttlePolicies.tokenPerAddress, client.ip]], now);
  if (!browserCode || !isSameText(code, browserCode)) throw new AppError('OAUTH_FAILED');
  const userId = await redeemOneTimeToken(auth.db, code, 'oauth-exchange', now);
  const user = userId ? await findUserById(auth.db, userId) : undefined;
  if (!user) throw new AppError('OAUTH_FAILED');
  await auth.throttle.release(attempt);
  return startSession(auth, user, client.userAgent);
}
