import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { OAuthConfig } from '../../../config';
import { fetchProviderJson, type OAuthProvider } from './provider';

type FacebookConfig = NonNullable<OAuthConfig['facebook']>;

const tokenSchema = z.object({ access_token: z.string() });
const profileSchema = z.object({ id: z.string(), name: z.string().optional(), email: z.string().optional() });

/**
 * Facebook Login: OAuth 2.0 with PKCE, then the Graph API `me?fields=id,name,email`. Facebook does
 * not assert that the e-mail was verified, so a Facebook sign-in never links to an existing account
 * by e-mail; a new account made with it starts with an unverified address.
 */
export function createFacebookProvider(config: FacebookConfig): OAuthProvider {
  return {
    id: 'facebook',
    isFormPost: false,
    async buildAuthorizationUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(config.authorizationUrl);
      url.search = new URLSearchParams({
        client_id: config.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'email,public_profile',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },
    async fetchProfile({ code, codeVerifier, redirectUri }) {
      const tokenUrl = new URL(config.tokenUrl);
      tokenUrl.search = new URLSearchParams({
        client_id: config.appId,
        client_secret: config.appSecret,
        redirect_uri: redirectUri,
        code,
        code_verifier: codeVerifier,
      }).toString();
      const { access_token } = tokenSchema.parse(await fetchProviderJson(tokenUrl));
      const meUrl = new URL(config.userInfoUrl);
      meUrl.search = new URLSearchParams({
        fields: 'id,name,email',
        // Proves the call comes from the app's server, not from someone holding a leaked token.
        appsecret_proof: createHmac('sha256', config.appSecret).update(access_token).digest('hex'),
      }).toString();
      const profile = profileSchema.parse(
        await fetchProviderJson(meUrl, { headers: { authorization: `Bearer ${access_token}` } }),
      );
      const email = profile.email?.trim().toLowerCase();
      return {
        subject: profile.id,
        email: email || undefined,
        isEmailVerified: false,
        name: profile.name?.trim(),
      };
    },
  };
}
