import type { OAuthProviderId } from '@app/core/auth/oauth';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { z } from 'zod';
import { fetchProviderJson, type OAuthProvider, type ProviderProfile } from './provider';

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
type Discovery = z.infer<typeof discoverySchema> & { jwks: ReturnType<typeof createRemoteJWKSet> };

const tokenResponseSchema = z.object({ id_token: z.string() });
const DISCOVERY_TTL_MS = 60 * 60_000;
const discoveries = new Map<string, { discovery: Discovery; fetchedAt: number }>();

/** `${issuer}/.well-known/openid-configuration`, kept an hour; the document must name the same issuer. */
async function discover(issuer: string): Promise<Discovery> {
  const cached = discoveries.get(issuer);
  if (cached && Date.now() - cached.fetchedAt < DISCOVERY_TTL_MS) return cached.discovery;
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const document = discoverySchema.parse(await fetchProviderJson(url));
  if (document.issuer.replace(/\/+$/, '') !== issuer.replace(/\/+$/, '')) {
    throw new Error('the discovery document names another issuer');
  }
  const discovery = { ...document, jwks: createRemoteJWKSet(new URL(document.jwks_uri)) };
  discoveries.set(issuer, { discovery, fetchedAt: Date.now() });
  return discovery;
}

export type OidcOptions = {
  id: OAuthProviderId;
  issuer: string;
  clientId: string;
  /** Google has a fixed secret; Apple's is a short-lived JWT made for each exchange. */
  getClientSecret(): Promise<string>;
  scope: string;
  isFormPost?: boolean;
  readName?(claims: JWTPayload, extra: Record<string, string>): string | undefined;
};

/**
 * An OpenID Connect provider (Google, Apple): authorization code with PKCE (S256), state and nonce;
 * the ID token's signature (provider's JWKS), issuer, audience, expiry and nonce are all checked.
 */
export function createOidcProvider(options: OidcOptions): OAuthProvider {
  return {
    id: options.id,
    isFormPost: options.isFormPost ?? false,
    async buildAuthorizationUrl({ state, nonce, codeChallenge, redirectUri }) {
      const { authorization_endpoint } = await discover(options.issuer);
      const url = new URL(authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: redirectUri,
        scope: options.scope,
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        ...(options.isFormPost ? { response_mode: 'form_post' } : {}),
      }).toString();
      return url.toString();
    },
    async fetchProfile({ code, codeVerifier, nonce, redirectUri, extra }): Promise<ProviderProfile> {
      const discovery = await discover(options.issuer);
      const body = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
        client_id: options.clientId,
        client_secret: await options.getClientSecret(),
      });
      const tokens = tokenResponseSchema.parse(
        await fetchProviderJson(discovery.token_endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        }),
      );
      const { payload } = await jwtVerify(tokens.id_token, discovery.jwks, {
        issuer: discovery.issuer,
        audience: options.clientId,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (payload.nonce !== nonce) throw new Error('the ID token carries another nonce');
      return readClaims(payload, options.readName?.(payload, extra));
    },
  };
}

function readClaims(payload: JWTPayload, name: string | undefined): ProviderProfile {
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : undefined;
  // Apple sends `email_verified` as the string "true"; Google as a boolean.
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  const claimedName = typeof payload.name === 'string' ? payload.name.trim() : undefined;
  return {
    subject: String(payload.sub),
    email: email || undefined,
    isEmailVerified: Boolean(email) && verified,
    name: name || claimedName || undefined,
  };
}
