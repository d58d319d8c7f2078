import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** `email_verified` as Google sends it (a boolean), or as Apple may (the string "true" or "false"). */
export type TestAccount = { email: string; email_verified: boolean | 'true' | 'false'; name: string };

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Signs in at the provider as a browser would and returns the URL it sends the browser back to. */
  authorize(authorizationUrl: string, accountId: string): Promise<URL>;
  close(): Promise<void>;
};

/**
 * A real OpenID Connect provider (oidc-provider) on a free loopback port, with one confidential
 * client for `redirectUri`, PKCE required, and the development login and consent screens.
 */
export async function startOidcProvider(
  redirectUri: string,
  accounts: Record<string, TestAccount>,
): Promise<TestOidcProvider> {
  let handle: (request: IncomingMessage, response: ServerResponse) => void = () => {};
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'gdpr-navigator-test';
  const clientSecret = 'a-client-secret-for-the-loopback-provider';
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'loopback-1', use: 'sig', alg: 'RS256' };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    findAccount: async (_ctx, id) => {
      const account = accounts[id];
      return account ? { accountId: id, claims: async () => ({ sub: id, ...account }) } : undefined;
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Put the scopes' claims into the ID token, as Google and Apple do.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ['loopback-provider-cookie-key'] },
    jwks: { keys: [signingKey] },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    features: { devInteractions: { enabled: true } },
  });
  handle = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    authorize: (authorizationUrl, accountId) => driveInteraction(authorizationUrl, accountId, redirectUri),
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** Follows redirects with a cookie jar and submits the login and consent forms. */
async function driveInteraction(startUrl: string, login: string, redirectUri: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let request: { url: URL; form?: URLSearchParams } = { url: new URL(startUrl) };
  for (let step = 0; step < 12; step++) {
    const response = await fetch(request.url, {
      method: request.form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: request.form,
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, request.url);
      if (next.href.startsWith(redirectUri)) return next;
      request = { url: next };
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected page from the provider (${response.status})`);
    const form = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      form.set('login', login);
      form.set('password', 'any');
    }
    request = { url: new URL(action.replaceAll('&amp;', '&'), request.url), form };
  }
  throw new Error('the provider never redirected back');
}
