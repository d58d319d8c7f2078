import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthFlows, oauthIdentities, users } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import {
  bearer,
  createAuthTestApp,
  logIn,
  readEmailedToken,
  signIn,
  signUp,
  testPassword,
} from './helpers/auth-app';
import { startOidcProvider, type TestOidcProvider } from './helpers/oidc-provider';

const publicUrl = 'http://localhost:3000';
const redirectUri = `${publicUrl}/api/auth/oauth/google/callback`;

let testApp: TestApp;
let provider: TestOidcProvider;

beforeAll(async () => {
  provider = await startOidcProvider(redirectUri, {
    'new-person': { email: 'Newcomer@Example.bg', email_verified: true, name: 'Калина Стоянова' },
    'ana-at-google': { email: 'ana@example.bg', email_verified: true, name: 'Ana' },
    'victim-at-google': { email: 'victim@example.bg', email_verified: true, name: 'Victim' },
    'unverified-at-google': { email: 'taken@example.bg', email_verified: false, name: 'Not Proven' },
  });
  testApp = await createAuthTestApp({
    PUBLIC_URL: publicUrl,
    OAUTH_GOOGLE_CLIENT_ID: provider.clientId,
    OAUTH_GOOGLE_CLIENT_SECRET: provider.clientSecret,
    OAUTH_GOOGLE_ISSUER: provider.issuer,
  });
});
afterAll(async () => {
  await testApp.close();
  await provider.close();
});

type Started = { location: URL; cookie: string };

async function start(providerId = 'google'): Promise<Started> {
  const response = await testApp.app.inject({ url: `/api/auth/oauth/${providerId}/start` });
  expect(response.statusCode).toBe(302);
  const setCookie = String(response.headers['set-cookie'] ?? '');
  return { location: new URL(String(response.headers.location)), cookie: setCookie.split(';')[0] ?? '' };
}

/** The one-time code's cookie the last callback set in "the browser" (the exchange needs it). */
let codeCookie = '';

async function callback(url: URL, cookie: string) {
  const response = await testApp.app.inject({ url: `${url.pathname}${url.search}`, headers: { cookie } });
  expect(response.statusCode).toBe(302);
  const target = new URL(String(response.headers.location));
  expect(`${target.origin}${target.pathname}`).toBe(`${publicUrl}/auth/callback`);
  const setCookies = [response.headers['set-cookie'] ?? []].flat();
  codeCookie = setCookies.find((item) => item.startsWith('gdpr_oauth_code='))?.split(';')[0] ?? '';
  return target.searchParams;
}

const exchange = (code: string, cookie = codeCookie) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/oauth/exchange?lang=en',
    payload: { code },
    headers: { cookie },
  });

/** start -> provider (login and consent) -> callback -> exchange: the whole browser journey. */
async function signInWithGoogle(accountId: string) {
  const started = await start();
  const returned = await provider.authorize(started.location.href, accountId);
  const result = await callback(returned, started.cookie);
  const code = result.get('code');
  if (!code) throw new Error(`no code: ${result}`);
  const response = await exchange(code);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('social sign-in with an OpenID Connect provider', () => {
  it('offers only the configured providers', async () => {
    const response = await testApp.app.inject({ url: '/api/auth/providers' });
    expect(response.json()).toEqual({ success: true, providers: ['google'] });
  });

  it('redirects to the provider with state, nonce and an S256 PKCE challenge, and binds the state to a cookie', async () => {
    const response = await testApp.app.inject({ url: '/api/auth/oauth/google/start' });
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/auth`);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(response.headers['set-cookie']).toMatch(
      new RegExp(
        `^gdpr_oauth_state=${params.state}; Max-Age=600; Path=/api/auth/oauth; HttpOnly; SameSite=Lax$`,
      ),
    );
    // The server keeps the verifier and nonce, and the state only as a hash.
    const flows = await testApp.database.db.select().from(oauthFlows);
    expect(flows.some((flow) => flow.stateHash === params.state)).toBe(false);
  });

  it('creates a verified account for a new person, never putting tokens in a URL', async () => {
    const started = await start();
    const returned = await provider.authorize(started.location.href, 'new-person');
    const result = await callback(returned, started.cookie);
    expect([...result.keys()]).toEqual(['code']);
    const response = await exchange(result.get('code') ?? '');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      user: {
        email: 'newcomer@example.bg',
        name: 'Калина Стоянова',
        emailVerified: true,
        role: 'user',
        plan: 'free',
      },
    });
    const verify = await testApp.app.inject({ url: '/api/auth/verify', headers: bearer(body.accessToken) });
    expect(verify.json().user.id).toBe(body.user.id);

    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row?.passwordHash).toBeNull();
    const identities = await testApp.database.db
      .select()
      .from(oauthIdentities)
      .where(eq(oauthIdentities.userId, body.user.id));
    expect(identities).toMatchObject([
      { provider: 'google', subject: 'new-person', email: 'newcomer@example.bg' },
    ]);

    // The next sign-in finds the same account through the identity.
    expect((await signInWithGoogle('new-person')).user.id).toBe(body.user.id);
  });

  it('links to an existing account with the same e-mail when the provider asserts it verified', async () => {
    const registered = await signUp(testApp.app, { email: 'ana@example.bg' });
    const token = await readEmailedToken(testApp, 'email-verification', 'ana@example.bg');
    await testApp.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });

    const social = await signInWithGoogle('ana-at-google');
    expect(social.user.id).toBe(registered.user.id);
    // Linked, not replaced: the password still works.
    expect((await logIn(testApp.app, 'ana@example.bg', testPassword)).statusCode).toBe(200);
    const [identity] = await testApp.database.db
      .select()
      .from(oauthIdentities)
      .where(and(eq(oauthIdentities.provider, 'google'), eq(oauthIdentities.subject, 'ana-at-google')));
    expect(identity?.userId).toBe(registered.user.id);
  });

  it('takes an unverified account away from whoever registered the address first', async () => {
    const squatter = await signUp(testApp.app, {
      email: 'victim@example.bg',
      password: 'Squatters-password-1',
    });
    // The squatter made an API key for a way back in (on a plan with the API, e.g. its trial).
    await testApp.database.db
      .update(users)
      .set({ plan: 'professional' })
      .where(eq(users.id, squatter.user.id));
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: bearer(squatter.accessToken),
      payload: { name: 'A way back in' },
    });
    expect(created.statusCode).toBe(201);
    const social = await signInWithGoogle('victim-at-google');
    expect(social.user.id).toBe(squatter.user.id);
    expect(social.user.emailVerified).toBe(true);
    expect((await logIn(testApp.app, 'victim@example.bg', 'Squatters-password-1')).statusCode).toBe(401);
    const squatterSession = await testApp.app.inject({
      url: '/api/auth/verify',
      headers: bearer(squatter.accessToken),
    });
    expect(squatterSession.statusCode).toBe(401);
    const withKey = await testApp.app.inject({
      url: '/api/v1/reports',
      headers: { authorization: `Bearer ${created.json().key}` },
    });
    expect(withKey.json().error.code).toBe('API_KEY_INVALID');
  });

  it('does not link when the provider does not assert the e-mail verified', async () => {
    await signUp(testApp.app, { email: 'taken@example.bg' });
    const started = await start();
    const returned = await provider.authorize(started.location.href, 'unverified-at-google');
    expect((await callback(returned, started.cookie)).get('error')).toBe('OAUTH_EMAIL_UNVERIFIED');
    expect((await signIn(testApp.app, 'taken@example.bg')).user.email).toBe('taken@example.bg');
  });

  it('refuses a callback without the browser’s state cookie, with another state, or a second time', async () => {
    const started = await start();
    const returned = await provider.authorize(started.location.href, 'new-person');
    expect((await callback(returned, '')).get('error')).toBe('OAUTH_FAILED');
    expect((await callback(returned, 'gdpr_oauth_state=someone-elses-state')).get('error')).toBe(
      'OAUTH_FAILED',
    );

    const fresh = await start();
    const back = await provider.authorize(fresh.location.href, 'new-person');
    expect((await callback(back, fresh.cookie)).get('code')).toBeTruthy();
    expect((await callback(back, fresh.cookie)).get('error')).toBe('OAUTH_FAILED');
  });

  it.each([
    ['an ID token with another nonce', { nonce: 'a-nonce-this-flow-never-sent' }],
    ['a wrong PKCE verifier (the provider refuses the code)', { codeVerifier: 'x'.repeat(43) }],
  ])('refuses %s', async (_label, change) => {
    const started = await start();
    const returned = await provider.authorize(started.location.href, 'new-person');
    await testApp.database.db.update(oauthFlows).set(change);
    expect((await callback(returned, started.cookie)).get('error')).toBe('OAUTH_FAILED');
  });

  it('reports a sign-in the person cancelled at the provider', async () => {
    const started = await start();
    const state = started.location.searchParams.get('state') ?? '';
    const url = new URL(`${redirectUri}?error=access_denied&state=${state}`);
    expect((await callback(url, started.cookie)).get('error')).toBe('OAUTH_CANCELLED');
  });

  it('also takes the answer as a form POST (response_mode=form_post, as Apple sends it)', async () => {
    const started = await start();
    const state = started.location.searchParams.get('state') ?? '';
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/google/callback',
      headers: { cookie: started.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ error: 'access_denied', state }).toString(),
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${publicUrl}/auth/callback?error=OAUTH_CANCELLED`);
  });

  it('takes the one-time code only in the browser that finished the sign-in', async () => {
    const started = await start();
    const returned = await provider.authorize(started.location.href, 'new-person');
    const response = await testApp.app.inject({
      url: `${returned.pathname}${returned.search}`,
      headers: { cookie: started.cookie },
    });
    const code = new URL(String(response.headers.location)).searchParams.get('code') ?? '';
    const setCookie = [response.headers['set-cookie'] ?? []]
      .flat()
      .find((item) => item.startsWith('gdpr_oauth_code='));
    expect(setCookie).toBe(
      `gdpr_oauth_code=${code}; Max-Age=120; Path=/api/auth/oauth; HttpOnly; SameSite=Strict`,
    );
    // A link with the code, sent to someone else: their browser has no such cookie, or its own.
    const elsewhere = await exchange(code, '');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.code).toBe('OAUTH_FAILED');
    expect((await exchange(code, 'gdpr_oauth_code=another-sign-ins-code')).statusCode).toBe(400);
    const here = await exchange(code, `gdpr_oauth_code=${code}`);
    expect(here.statusCode).toBe(200);
    expect(String(here.headers['set-cookie'])).toContain('gdpr_oauth_code=;');
  });

  it('accepts each one-time code once', async () => {
    const started = await start();
    const returned = await provider.authorize(started.location.href, 'new-person');
    const code = (await callback(returned, started.cookie)).get('code') ?? '';
    expect((await exchange(code)).statusCode).toBe(200);
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'OAUTH_FAILED',
      message: 'Sign-in with this provider failed. Please try again.',
    });
  });

  it('does not start a provider that is not configured', async () => {
    const response = await testApp.app.inject({ url: '/api/auth/oauth/facebook/start' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${publicUrl}/auth/callback?error=OAUTH_FAILED`);
    expect((await testApp.app.inject({ url: '/api/auth/oauth/twitter/start' })).statusCode).toBe(400);
  });
});
