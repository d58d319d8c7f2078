import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import {
  bearer,
  createAuthTestApp,
  logIn,
  type SignedIn,
  signIn,
  signUp,
  testPassword,
} from './helpers/auth-app';

let testApp: TestApp;
let other: SignedIn;
beforeAll(async () => {
  testApp = await createAuthTestApp();
  await signUp(testApp.app, { email: 'dimitar@example.bg' });
  other = await signUp(testApp.app, { email: 'someone.else@example.bg' });
});
afterAll(() => testApp.close());

const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function signInWith(userAgent: string): Promise<SignedIn> {
  return (await logIn(testApp.app, 'dimitar@example.bg', testPassword, { 'user-agent': userAgent })).json();
}
const verify = (session: SignedIn) =>
  testApp.app.inject({ url: '/api/auth/verify', headers: bearer(session.accessToken) });
const refresh = (session: SignedIn) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refreshToken: session.refreshToken },
  });
const listSessions = (session: SignedIn) =>
  testApp.app.inject({ url: '/api/auth/sessions', headers: bearer(session.accessToken) });

describe('POST /api/auth/logout', () => {
  it('ends the session of the refresh token it is given', async () => {
    const session = await signIn(testApp.app, 'dimitar@example.bg');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await refresh(session)).statusCode).toBe(401);
    expect((await verify(session)).statusCode).toBe(401);
  });

  it('ends the access token’s session when called with no body, as the web app does', async () => {
    const session = await signIn(testApp.app, 'dimitar@example.bg');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect((await refresh(session)).statusCode).toBe(401);
  });

  it('is harmless without any token, or with one that is no longer valid', async () => {
    expect((await testApp.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    const stale = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer('not.a.token'),
      payload: { refreshToken: 'unknown-refresh-token' },
    });
    expect(stale.statusCode).toBe(200);
    expect((await verify(other)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('lists the signed-in devices with a short label and marks the current one', async () => {
    const laptop = await signInWith(firefoxOnWindows);
    await signInWith(safariOnIphone);
    const response = await listSessions(laptop);
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json();
    const labels = sessions.map((session: { userAgent: string }) => session.userAgent);
    expect(labels).toEqual(expect.arrayContaining(['Firefox · Windows', 'Safari · iOS']));
    const current = sessions.filter((session: { current: boolean }) => session.current);
    expect(current).toEqual([
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        userAgent: 'Firefox · Windows',
        current: true,
      },
    ]);
    // Another user's sessions are never listed.
    const stored = await testApp.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, other.user.id));
    expect(sessions.map((session: { id: string }) => session.id)).not.toContain(stored[0]?.id);
  });

  it('signs out one device by its id, and only the owner can', async () => {
    const laptop = await signInWith(firefoxOnWindows);
    const phone = await signInWith(safariOnIphone);
    const phoneId = (await listSessions(phone))
      .json()
      .sessions.find((s: { current: boolean }) => s.current).id;

    const stranger = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneId}?lang=en`,
      headers: bearer(other.accessToken),
    });
    expect(stranger.statusCode).toBe(404);
    expect((await verify(phone)).statusCode).toBe(200);

    const owner = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneId}`,
      headers: bearer(laptop.accessToken),
    });
    expect(owner.statusCode).toBe(200);
    expect((await verify(phone)).statusCode).toBe(401);
    expect((await refresh(phone)).statusCode).toBe(401);
    expect((await verify(laptop)).statusCode).toBe(200);
  });

  it('rejects a malformed session id', async () => {
    const laptop = await signInWith(firefoxOnWindows);
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions/not-a-uuid',
      headers: bearer(laptop.accessToken),
    });
    expect(response.statusCode).toBe(400);
  });

  it('signs out everywhere with POST /api/auth/logout-all', async () => {
    const laptop = await signInWith(firefoxOnWindows);
    const phone = await signInWith(safariOnIphone);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: { ...bearer(laptop.accessToken), 'accept-language': 'bg' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Излязохте от профила си на всички устройства',
    });
    for (const session of [laptop, phone]) {
      expect((await verify(session)).statusCode).toBe(401);
      expect((await refresh(session)).statusCode).toBe(401);
    }
    expect((await verify(other)).statusCode).toBe(200);
    const unauthenticated = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout-all' });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
