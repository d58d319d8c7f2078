import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthIdentities, users } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import { createAuthTestApp, signUp } from './helpers/auth-app';
import { type FacebookUser, startFacebook, type TestFacebook } from './helpers/facebook-server';

const publicUrl = 'http://localhost:3000';
let testApp: TestApp;
let facebook: TestFacebook;

beforeAll(async () => {
  facebook = await startFacebook(`${publicUrl}/api/auth/oauth/facebook/callback`);
  testApp = await createAuthTestApp({ PUBLIC_URL: publicUrl, ...facebook.env });
});
afterAll(async () => {
  await testApp.close();
  await facebook.close();
});

/** start -> the Facebook dialog -> callback; returns the parameters /auth/callback receives. */
async function signInWithFacebook(user: FacebookUser) {
  const started = await testApp.app.inject({ url: '/api/auth/oauth/facebook/start' });
  const cookie = String(started.headers['set-cookie']).split(';')[0] ?? '';
  const back = facebook.approve(new URL(String(started.headers.location)), user);
  const response = await testApp.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie } });
  return new URL(String(response.headers.location)).searchParams;
}

describe('social sign-in with Facebook', () => {
  it('is offered when configured', async () => {
    expect((await testApp.app.inject({ url: '/api/auth/providers' })).json().providers).toEqual(['facebook']);
  });

  it('creates no account, since Facebook does not assert that the address is verified', async () => {
    const result = await signInWithFacebook({
      id: 'fb-1001',
      name: 'Петър Николов',
      email: 'Petar@Example.bg',
    });
    expect(result.get('error')).toBe('OAUTH_EMAIL_UNVERIFIED');
    expect(await testApp.database.db.select().from(users).where(eq(users.email, 'petar@example.bg'))).toEqual(
      [],
    );
  });

  it('never links to an existing account by e-mail, with the same answer as for a new address', async () => {
    await signUp(testApp.app, { email: 'existing@example.bg' });
    const result = await signInWithFacebook({ id: 'fb-1002', name: 'Someone', email: 'existing@example.bg' });
    expect(result.get('error')).toBe('OAUTH_EMAIL_UNVERIFIED');
  });

  it('still signs in an identity linked before, while the account has not proven its address since', async () => {
    const now = new Date();
    const [user] = await testApp.database.db
      .insert(users)
      .values({ email: 'linked@example.bg', name: 'Linked', language: 'bg', createdAt: now, updatedAt: now })
      .returning();
    await testApp.database.db.insert(oauthIdentities).values({
      userId: user?.id ?? '',
      provider: 'facebook',
      subject: 'fb-1004',
      email: 'linked@example.bg',
      createdAt: now,
      lastUsedAt: now,
    });
    const result = await signInWithFacebook({ id: 'fb-1004', name: 'Linked', email: 'linked@example.bg' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/exchange',
      payload: { code: result.get('code') },
      // The cookie the callback set with the code (oauth-oidc.test.ts checks it).
      headers: { cookie: `gdpr_oauth_code=${result.get('code')}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user?.id, emailVerified: false });
  });

  it('needs an e-mail address', async () => {
    const result = await signInWithFacebook({ id: 'fb-1003', name: 'No Email' });
    expect(result.get('error')).toBe('OAUTH_EMAIL_MISSING');
  });
});
