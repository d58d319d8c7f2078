import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import {
  bearer,
  createAuthTestApp,
  findQueuedEmails,
  logIn,
  signIn,
  signUp,
  testPassword,
} from './helpers/auth-app';

/**
 * Finding 3 of the security review: the limits were checked, then counted after the password check,
 * so parallel requests all passed the check before any of them was counted. Each request is now
 * counted first, in one statement, and refused when the count is over the limit.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createAuthTestApp({ TRUST_PROXY: 'true' });
  await signUp(testApp.app, { email: 'target@example.bg' });
  await signUp(testApp.app, { email: 'confirm@example.bg' });
  await signUp(testApp.app, { email: 'forgetful@example.bg' });
});
afterAll(() => testApp.close());

const from = (address: string) => ({ 'x-forwarded-for': address, 'accept-language': 'en' });
const statuses = (responses: Array<{ statusCode: number }>) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

describe('finding 3: concurrent requests stay within the login and forgot-password limits', () => {
  it('finding 3: 40 parallel wrong logins check at most 5 passwords', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        logIn(testApp.app, 'target@example.bg', `wrong-${index}`, from(`192.0.2.${index + 1}`)),
      ),
    );
    const counts = statuses(responses);
    // 401: the password was checked and was wrong; 429: refused before the check.
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(40);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect(counts[401] ?? 0).toBeGreaterThanOrEqual(1);
    // The right password is refused too once the account is locked.
    const right = await logIn(testApp.app, 'target@example.bg', testPassword, from('192.0.2.100'));
    expect(right.statusCode).toBe(429);
  });

  it('finding 3: the right password sent after 39 parallel wrong ones does not get in', async () => {
    await signUp(testApp.app, { email: 'burst@example.bg' });
    const wrong = Array.from({ length: 39 }, (_, index) =>
      logIn(testApp.app, 'burst@example.bg', `wrong-${index}`, from(`198.51.100.${index + 1}`)),
    );
    const right = logIn(testApp.app, 'burst@example.bg', testPassword, from('198.51.100.200'));
    const responses = await Promise.all([...wrong, right]);
    const counts = statuses(responses);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(5);
    expect((await right).statusCode).toBe(429);
  });

  it('finding 3: 40 parallel wrong logins from one address check at most 30 passwords', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        logIn(testApp.app, `guess-${index}@example.bg`, 'wrong', from('203.0.113.7')),
      ),
    );
    const counts = statuses(responses);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(30);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(40);
  });

  it('finding 3: 10 parallel forgot-password requests queue at most 3 e-mails', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password?lang=en',
          headers: { 'x-forwarded-for': `192.0.2.${150 + index}` },
          payload: { email: 'forgetful@example.bg' },
        }),
      ),
    );
    const counts = statuses(responses);
    expect(counts[200] ?? 0).toBeLessThanOrEqual(3);
    expect((counts[200] ?? 0) + (counts[429] ?? 0)).toBe(10);
    // The e-mails are queued after the answer: give them time, then count.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const emails = await findQueuedEmails(testApp, 'password-reset', 'forgetful@example.bg');
    expect(emails.length).toBeLessThanOrEqual(3);
    expect(emails.length).toBe(counts[200] ?? 0);
  });

  it('finding 3: 20 parallel wrong current passwords check at most 5', async () => {
    const session = await signIn(testApp.app, 'confirm@example.bg');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        testApp.app.inject({
          method: 'PUT',
          url: '/api/auth/change-password?lang=en',
          headers: bearer(session.accessToken),
          payload: { currentPassword: `wrong-${index}`, newPassword: 'Another-long-passphrase' },
        }),
      ),
    );
    const counts = statuses(responses);
    expect(counts[403] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[403] ?? 0) + (counts[429] ?? 0)).toBe(20);
  });

  it('finding 3: a successful sign-in does not count against the address limit', async () => {
    await signUp(testApp.app, { email: 'office@example.bg' });
    for (let index = 0; index < 35; index++) {
      const response = await logIn(testApp.app, 'office@example.bg', testPassword, from('203.0.113.50'));
      expect(response.statusCode).toBe(200);
    }
  });
});
