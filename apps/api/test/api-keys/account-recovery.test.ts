import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  findQueuedEmails,
  readEmailedToken,
  type SignedIn,
  signIn,
  testPassword,
  waitFor,
} from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createApiKeysTestApp, createKey, signUpOnPlan, withKey } from './helpers';

/*
 * Security review, issue 18 ("Also"): API keys kept working after "sign out everywhere" and after a
 * password change. Whoever had the password or a session could have made a key, so the steps an owner
 * takes to lock someone out revoke the keys too; signing out one device does not.
 */

let testApp: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  ({ testApp, admin } = await createApiKeysTestApp());
});
afterAll(() => testApp.close());

const callWithKey = (key: string) => testApp.app.inject({ url: '/api/v1/reports', headers: withKey(key) });
const listKeys = async (session: SignedIn) =>
  (await testApp.app.inject({ url: '/api/api-keys', headers: bearer(session.accessToken) })).json()
    .apiKeys as {
    id: string;
    revokedAt: string | null;
  }[];

async function expectRevoked(key: string) {
  const response = await callWithKey(key);
  expect(response.statusCode).toBe(401);
  expect(response.json().error.code).toBe('API_KEY_INVALID');
}

describe('API keys when the owner locks others out', () => {
  it('finding Also: a password change, a password reset and "sign out everywhere" revoke the account’s API keys', async () => {
    const owner = await signUpOnPlan(testApp, admin, 'keys.owner@example.bg', 'professional');

    // Signing out this one device leaves the keys alone: they are not tied to a session.
    const { key: survivor } = await createKey(testApp, owner, 'Survives a sign-out');
    const device = await signIn(testApp.app, 'keys.owner@example.bg');
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(device.accessToken),
    });
    expect((await callWithKey(survivor)).statusCode).toBe(200);

    // "Sign out everywhere".
    const { key: first } = await createKey(testApp, owner, 'Before sign-out everywhere');
    const signedOut = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: bearer(owner.accessToken),
    });
    expect(signedOut.statusCode).toBe(200);
    await expectRevoked(first);
    await expectRevoked(survivor);

    // A password change.
    const again = await signIn(testApp.app, 'keys.owner@example.bg');
    const { key: second } = await createKey(testApp, again, 'Before the password change');
    const changed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(again.accessToken),
      payload: { currentPassword: testPassword, newPassword: 'Changed-after-a-leak-2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectRevoked(second);
    // This device stays signed in and can make a new key for the integration.
    const { key: replacement } = await createKey(testApp, again, 'After the password change');
    expect((await callWithKey(replacement)).statusCode).toBe(200);

    // A password reset.
    const before = (await findQueuedEmails(testApp, 'password-reset', 'keys.owner@example.bg')).length;
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'keys.owner@example.bg' },
    });
    await waitFor(async () =>
      (await findQueuedEmails(testApp, 'password-reset', 'keys.owner@example.bg')).length > before
        ? true
        : undefined,
    );
    const resetToken = await readEmailedToken(testApp, 'password-reset', 'keys.owner@example.bg');
    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { resetToken, newPassword: 'Reset-after-a-leak-2026' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectRevoked(replacement);

    // The list still shows every key, each with when it was revoked.
    const latest = await signIn(testApp.app, 'keys.owner@example.bg', 'Reset-after-a-leak-2026');
    const keys = await listKeys(latest);
    expect(keys).toHaveLength(4);
    expect(keys.every((apiKey) => apiKey.revokedAt !== null)).toBe(true);
  });
});
