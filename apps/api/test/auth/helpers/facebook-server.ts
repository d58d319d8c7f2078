import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FacebookUser = { id: string; name: string; email?: string };

export type TestFacebook = {
  env: Record<string, string>;
  /** The person approves the app: the dialog sends the browser back with a code. */
  approve(dialogUrl: URL, user: FacebookUser): URL;
  close(): Promise<void>;
};

/**
 * Facebook Login's three endpoints on loopback, checking what Facebook checks: the app id and secret,
 * the redirect URI, the PKCE verifier against the challenge, and the app secret proof.
 */
export async function startFacebook(redirectUri: string): Promise<TestFacebook> {
  const appId = '1234567890';
  const appSecret = 'facebook-app-secret-for-tests';
  const codes = new Map<string, { user: FacebookUser; challenge: string }>();
  const tokens = new Map<string, FacebookUser>();

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://loopback');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (url.pathname === '/oauth/access_token') {
      const params = url.searchParams;
      const grant = codes.get(params.get('code') ?? '');
      const verifier = params.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        !grant ||
        params.get('client_id') !== appId ||
        params.get('client_secret') !== appSecret ||
        params.get('redirect_uri') !== redirectUri ||
        grant.challenge !== challenge
      ) {
        return send(400, { error: { message: 'Invalid verification code format.', type: 'OAuthException' } });
      }
      codes.delete(params.get('code') ?? '');
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, grant.user);
      return send(200, { access_token: accessToken, token_type: 'bearer', expires_in: 5183944 });
    }
    if (url.pathname === '/me') {
      const accessToken = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const user = tokens.get(accessToken);
      const proof = createHmac('sha256', appSecret).update(accessToken).digest('hex');
      if (!user || url.searchParams.get('appsecret_proof') !== proof)
        return send(400, { error: { type: 'OAuthException' } });
      const fields = (url.searchParams.get('fields') ?? '').split(',');
      return send(200, Object.fromEntries(Object.entries(user).filter(([key]) => fields.includes(key))));
    }
    send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    env: {
      OAUTH_FACEBOOK_APP_ID: appId,
      OAUTH_FACEBOOK_APP_SECRET: appSecret,
      OAUTH_FACEBOOK_AUTHORIZATION_URL: `${base}/dialog/oauth`,
      OAUTH_FACEBOOK_TOKEN_URL: `${base}/oauth/access_token`,
      OAUTH_FACEBOOK_USERINFO_URL: `${base}/me`,
    },
    approve(dialogUrl, user) {
      const params = dialogUrl.searchParams;
      if (params.get('client_id') !== appId || params.get('code_challenge_method') !== 'S256') {
        throw new Error('the dialog was opened without the app id or an S256 challenge');
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, { user, challenge: params.get('code_challenge') ?? '' });
      const back = new URL(params.get('redirect_uri') ?? '');
      back.search = new URLSearchParams({ code, state: params.get('state') ?? '' }).toString();
      return back;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
