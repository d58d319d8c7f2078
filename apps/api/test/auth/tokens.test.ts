import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../src/db/schema';
import { hashToken } from '../../src/modules/auth/secrets';
import type { TestApp } from '../helpers/app';
import { bearer, createAuthTestApp, type SignedIn, signIn, signUp, testJwtSecret } from './helpers/auth-app';

let testApp: TestApp;
let account: SignedIn;
beforeAll(async () => {
  testApp = await createAuthTestApp();
  account = await signUp(testApp.app, { email: 'token.holder@example.bg' });
});
afterAll(() => testApp.close());

const verify = (accessToken: string) =>
  testApp.app.inject({ url: '/api/auth/verify?lang=en', headers: bearer(accessToken) });
const refresh = (refreshToken: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/refresh?lang=en', payload: { refreshToken } });
const secret = new TextEncoder().encode(testJwtSecret);

function claimsOf(accessToken: string) {
  return decodeJwt(accessToken) as {
    sub: string;
    sid: string;
    iss: string;
    aud: string;
    role: string;
    plan: string;
  };
}

function forge(overrides: { alg?: string; iss?: string; aud?: string; exp?: number; key?: Uint8Array }) {
  const claims = claimsOf(account.accessToken);
  return new SignJWT({ sid: claims.sid, role: 'admin', plan: 'enterprise' })
    .setProtectedHeader({ alg: overrides.alg ?? 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(overrides.iss ?? claims.iss)
    .setAudience(overrides.aud ?? claims.aud)
    .setIssuedAt()
    .setExpirationTime(overrides.exp ?? '15m')
    .sign(overrides.key ?? secret);
}

describe('access tokens', () => {
  it('are HS256 JWTs for 15 minutes naming user, session, role and plan, issuer and audience', () => {
    const claims = decodeJwt(account.accessToken);
    expect(claims).toMatchObject({
      sub: account.user.id,
      sid: expect.any(String),
      role: 'user',
      plan: 'free',
      iss: 'http://localhost:3000',
      aud: 'http://localhost:3000/api',
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900);
  });

  it('let GET /api/auth/verify return the user', async () => {
    const response = await verify(account.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, user: account.user });
  });

  it('are required', async () => {
    const response = await testApp.app.inject({ url: '/api/auth/verify?lang=en' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'UNAUTHORIZED', message: 'You are not authorized to access this.' },
    });
  });

  it('reject a token with `alg: none`', async () => {
    const [, payload] = account.accessToken.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await verify(`${header}.${payload}.`)).statusCode).toBe(401);
  });

  it('reject a token whose payload was changed after signing', async () => {
    const [header, payload, signature] = account.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const changed = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect((await verify(`${header}.${changed}.${signature}`)).statusCode).toBe(401);
  });

  it.each([
    ['another algorithm (HS512)', { alg: 'HS512' }],
    ['another key', { key: new TextEncoder().encode('some-other-secret-that-is-long-enough!') }],
    ['another issuer', { iss: 'https://evil.example' }],
    ['another audience', { aud: 'http://localhost:3000/other' }],
    ['an expiry in the past', { exp: Math.floor(Date.now() / 1000) - 5 }],
  ])('reject a token with %s', async (_label, overrides) => {
    expect((await verify(await forge(overrides))).statusCode).toBe(401);
  });

  it('take role and plan from the account, not from the token', async () => {
    // Signed with the right key and claiming admin/enterprise: valid, but the claims grant nothing.
    const response = await verify(await forge({}));
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ role: 'user', plan: 'free' });
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: a new pair every time, and the new access token works', async () => {
    const session = await signIn(testApp.app, 'token.holder@example.bg');
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair).toEqual({
      success: true,
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    expect(pair.refreshToken).not.toBe(session.refreshToken);
    expect(claimsOf(pair.accessToken).sid).toBe(claimsOf(session.accessToken).sid);
    expect((await verify(pair.accessToken)).statusCode).toBe(200);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
  });

  it('stores refresh tokens only as SHA-256 hashes', async () => {
    const session = await signIn(testApp.app, 'token.holder@example.bg');
    const rows = await testApp.database.db.select().from(refreshTokens);
    expect(rows.some((row) => row.tokenHash === session.refreshToken)).toBe(false);
    expect(rows.some((row) => row.tokenHash === hashToken(session.refreshToken))).toBe(true);
  });

  it('treats a second use of a token as theft: the whole family is revoked', async () => {
    const session = await signIn(testApp.app, 'token.holder@example.bg');
    const bystander = await signIn(testApp.app, 'token.holder@example.bg');
    const rotated = (await refresh(session.refreshToken)).json();

    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('UNAUTHORIZED');
    // The legitimate holder's newer tokens stop working too.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await verify(rotated.accessToken)).statusCode).toBe(401);
    expect((await verify(session.accessToken)).statusCode).toBe(401);
    // Another sign-in of the same user is a different family and is untouched.
    expect((await verify(bystander.accessToken)).statusCode).toBe(200);
    expect((await refresh(bystander.refreshToken)).statusCode).toBe(200);
  });

  it('refuses an expired refresh token (30 days)', async () => {
    const session = await signIn(testApp.app, 'token.holder@example.bg');
    await testApp.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(session.refreshToken)));
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('gives new refresh tokens 30 days', async () => {
    const session = await signIn(testApp.app, 'token.holder@example.bg');
    const [row] = await testApp.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(session.refreshToken)));
    const days = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBe(30);
  });

  it('refuses an unknown token and an empty body', async () => {
    expect((await refresh('not-a-token-we-issued')).statusCode).toBe(401);
    const empty = await testApp.app.inject({ method: 'POST', url: '/api/auth/refresh?lang=en', payload: {} });
    expect(empty.statusCode).toBe(400);
  });
});
