import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKeysTestApp, createKeyRequest, signUpOnPlan } from '../api-keys/helpers';
import { bearer, type SignedIn, signUp, testPassword } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createReport } from '../reports/helpers/reports-app';

/**
 * Finding 10 of the security review: responses that carry tokens or reports had no
 * `Cache-Control: no-store`, so a browser or a shared proxy could keep a copy on disk.
 */
let testApp: TestApp;
let user: SignedIn;
beforeAll(async () => {
  const created = await createApiKeysTestApp();
  testApp = created.testApp;
  user = await signUpOnPlan(testApp, created.admin, 'keeper@example.bg', 'professional');
});
afterAll(() => testApp.close());

const expectNoStore = (
  response: { statusCode: number; headers: Record<string, unknown> },
  status: number,
) => {
  expect(response.statusCode).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
};

describe('finding 10: Cache-Control: no-store on responses that carry tokens or reports', () => {
  it('finding 10: register, login and refresh answers are never stored', async () => {
    const register = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Нова Потребителка',
        email: 'newcomer@example.bg',
        password: testPassword,
        confirmPassword: testPassword,
        termsAccepted: true,
      },
    });
    expectNoStore(register, 201);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'newcomer@example.bg', password: testPassword },
    });
    expectNoStore(login, 200);
    const refresh = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: login.json().refreshToken },
    });
    expectNoStore(refresh, 200);
    const verify = await testApp.app.inject({ url: '/api/auth/verify', headers: bearer(user.accessToken) });
    expectNoStore(verify, 200);
  });

  it('finding 10: the social sign-in callback and code exchange are never stored', async () => {
    const exchange = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/exchange',
      payload: { code: 'not-a-code' },
    });
    expect(exchange.headers['cache-control']).toBe('no-store');
    const callback = await testApp.app.inject({ url: '/api/auth/oauth/google/callback?code=x&state=y' });
    expect(callback.headers['cache-control']).toBe('no-store');
  });

  it('finding 10: report reads, the account export and a new API key are never stored', async () => {
    const { report } = await createReport(testApp, user);
    expectNoStore(
      await testApp.app.inject({ url: `/api/reports/${report.id}`, headers: bearer(user.accessToken) }),
      200,
    );
    expectNoStore(await testApp.app.inject({ url: '/api/reports', headers: bearer(user.accessToken) }), 200);
    expectNoStore(
      await testApp.app.inject({ url: '/api/account/export', headers: bearer(user.accessToken) }),
      200,
    );
    expectNoStore(await createKeyRequest(testApp, user, 'Cache test'), 201);
  });

  it('finding 10: a percent-encoded path to the same route is not stored either', async () => {
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/%61pi/auth/login',
      payload: { email: 'newcomer@example.bg', password: testPassword },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('keeps the caching that pages and files ask for', async () => {
    const robots = await testApp.app.inject({ url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    const anotherUser = await signUp(testApp.app, { email: 'plain@example.bg' });
    expect(anotherUser.accessToken).toBeTruthy();
  });
});
