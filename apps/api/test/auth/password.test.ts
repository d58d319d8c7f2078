import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import {
  bearer,
  createAuthTestApp,
  findQueuedEmails,
  logIn,
  readEmailedToken,
  type SignedIn,
  signIn,
  signUp,
  testPassword,
  waitFor,
} from './helpers/auth-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createAuthTestApp({ TRUST_PROXY: 'true' });
  await signUp(testApp.app, { email: 'changer@example.bg' });
  await signUp(testApp.app, { email: 'forgetful@example.bg', name: 'Георги' });
});
afterAll(() => testApp.close());

const verify = (session: SignedIn) =>
  testApp.app.inject({ url: '/api/auth/verify', headers: bearer(session.accessToken) });
const changePassword = (session: SignedIn, currentPassword: string, newPassword: string, lang = 'en') =>
  testApp.app.inject({
    method: 'PUT',
    url: `/api/auth/change-password?lang=${lang}`,
    headers: bearer(session.accessToken),
    payload: { currentPassword, newPassword },
  });
const forgot = (email: string, address = '192.0.2.1', lang = 'en') =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/auth/forgot-password?lang=${lang}`,
    headers: { 'x-forwarded-for': address },
    payload: { email },
  });
const reset = (resetToken: string, newPassword: string, lang = 'en') =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/auth/reset-password?lang=${lang}`,
    payload: { resetToken, newPassword },
  });

describe('PUT /api/auth/change-password', () => {
  it('changes the password, keeps this device signed in and signs out the others', async () => {
    const here = await signIn(testApp.app, 'changer@example.bg');
    const elsewhere = await signIn(testApp.app, 'changer@example.bg');
    const response = await changePassword(here, testPassword, 'A-brand-new-passphrase', 'bg');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Паролата е сменена успешно' });
    expect((await verify(here)).statusCode).toBe(200);
    expect((await verify(elsewhere)).statusCode).toBe(401);
    expect((await logIn(testApp.app, 'changer@example.bg', testPassword)).statusCode).toBe(401);
    const again = await signIn(testApp.app, 'changer@example.bg', 'A-brand-new-passphrase');
    expect((await changePassword(again, 'A-brand-new-passphrase', testPassword)).json().message).toBe(
      'Password changed successfully',
    );
  });

  it('refuses a wrong current password, and stops guessing after 5 tries', async () => {
    const session = await signIn(testApp.app, 'changer@example.bg');
    const wrong = await changePassword(session, 'not-the-password', 'Whatever-new-1');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toEqual({ code: 'WRONG_PASSWORD', message: 'The password is incorrect.' });
    for (let attempt = 2; attempt <= 5; attempt++) {
      expect((await changePassword(session, `guess-${attempt}`, 'Whatever-new-1')).statusCode).toBe(403);
    }
    expect((await changePassword(session, testPassword, 'Whatever-new-1')).statusCode).toBe(429);
  });

  it('validates the new password and needs a signed-in user', async () => {
    const session = await signIn(testApp.app, 'forgetful@example.bg');
    const short = await changePassword(session, testPassword, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.issues).toEqual([
      { path: 'newPassword', message: 'Password must be at least 8 characters' },
    ]);
    const anonymous = await testApp.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      payload: { currentPassword: testPassword, newPassword: 'Whatever-new-1' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/auth/forgot-password', () => {
  it('answers known and unknown e-mails with the same status and body', async () => {
    const known = await forgot('forgetful@example.bg', '192.0.2.2');
    const unknown = await forgot('never.registered@example.bg', '192.0.2.3');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ success: true, message: 'Password reset e-mail sent' });
    expect((await forgot('never.registered@example.bg', '192.0.2.3', 'bg')).json().message).toBe(
      'Изпратихме имейл за възстановяване на паролата',
    );
  });

  it('queues a reset e-mail only for the registered address, linking to /reset-password', async () => {
    const [email] = await waitFor(async () => {
      const rows = await findQueuedEmails(testApp, 'password-reset', 'forgetful@example.bg');
      return rows.length > 0 ? rows : undefined;
    });
    // No name: the account has not proven its address, so the name is only what was typed beside it.
    expect(email?.data).toEqual({
      resetUrl: expect.stringMatching(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}$/),
    });
    expect(await findQueuedEmails(testApp, 'password-reset', 'never.registered@example.bg')).toEqual([]);
  });

  it('limits requests per e-mail the same way for known and unknown addresses', async () => {
    for (const email of ['changer@example.bg', 'nobody.here@example.bg']) {
      for (let request = 1; request <= 3; request++) {
        expect((await forgot(email, `192.0.2.${20 + request}`)).statusCode).toBe(200);
      }
      const blocked = await forgot(email, '192.0.2.30');
      expect(blocked.statusCode).toBe(429);
    }
  });
});

describe('POST /api/auth/reset-password', () => {
  async function requestToken(email: string, address: string) {
    const before = (await findQueuedEmails(testApp, 'password-reset', email)).length;
    expect((await forgot(email, address)).statusCode).toBe(200);
    await waitFor(async () =>
      (await findQueuedEmails(testApp, 'password-reset', email)).length > before ? true : undefined,
    );
    return readEmailedToken(testApp, 'password-reset', email);
  }

  it('sets the new password with the e-mailed token and signs out every device', async () => {
    await signUp(testApp.app, { email: 'resetter@example.bg' });
    const session = await signIn(testApp.app, 'resetter@example.bg');
    const token = await requestToken('resetter@example.bg', '192.0.2.40');

    const response = await reset(token, 'Reset-and-remembered', 'bg');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Паролата е възстановена успешно' });
    expect((await verify(session)).statusCode).toBe(401);
    expect((await logIn(testApp.app, 'resetter@example.bg', testPassword)).statusCode).toBe(401);
    expect((await logIn(testApp.app, 'resetter@example.bg', 'Reset-and-remembered')).statusCode).toBe(200);
    // Only the inbox owner can have the link: the address now counts as verified.
    const [row] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'resetter@example.bg'));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('accepts each token once', async () => {
    const token = await requestToken('resetter@example.bg', '192.0.2.41');
    expect((await reset(token, 'First-use-password')).statusCode).toBe(200);
    const second = await reset(token, 'Second-use-password');
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toEqual({
      code: 'TOKEN_INVALID',
      message: 'This link is invalid or has expired. Please request a new one.',
    });
  });

  it('refuses a token older than 30 minutes', async () => {
    const token = await requestToken('resetter@example.bg', '192.0.2.42');
    const [row] = await testApp.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.purpose, 'password-reset'));
    expect(((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 60_000).toBe(30);
    await testApp.database.db
      .update(oneTimeTokens)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000), expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(oneTimeTokens.purpose, 'password-reset'));
    expect((await reset(token, 'Too-late-password')).statusCode).toBe(400);
  });

  it('lifts a sign-in lockout', async () => {
    await signUp(testApp.app, { email: 'locked.out@example.bg' });
    for (let failure = 1; failure <= 5; failure++) {
      await logIn(testApp.app, 'locked.out@example.bg', `wrong-${failure}`, {
        'x-forwarded-for': `192.0.2.${50 + failure}`,
      });
    }
    expect((await logIn(testApp.app, 'locked.out@example.bg', testPassword)).statusCode).toBe(429);
    const token = await requestToken('locked.out@example.bg', '192.0.2.60');
    expect((await reset(token, 'Unlocked-password-1')).statusCode).toBe(200);
    expect((await logIn(testApp.app, 'locked.out@example.bg', 'Unlocked-password-1')).statusCode).toBe(200);
  });

  it('stops an address that keeps presenting bad tokens (10 in 15 minutes)', async () => {
    await signUp(testApp.app, { email: 'guessed.at@example.bg' });
    const token = await requestToken('guessed.at@example.bg', '192.0.2.43');
    const fromGuesser = (resetToken: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: { 'x-forwarded-for': '203.0.113.66' },
        payload: { resetToken, newPassword: 'Guessed-password-1' },
      });
    for (let guess = 1; guess <= 10; guess++)
      expect((await fromGuesser(`guess-${guess}`)).statusCode).toBe(400);
    expect((await fromGuesser(token)).statusCode).toBe(429);
    expect((await reset(token, 'Legitimate-password-1')).statusCode).toBe(200);
  });

  it('tells whether a link can still be used, without using it', async () => {
    await signUp(testApp.app, { email: 'checker@example.bg' });
    const token = await requestToken('checker@example.bg', '192.0.2.44');
    const check = (resetToken: string, lang = 'en') =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/auth/reset-password/check?lang=${lang}`,
        headers: { 'x-forwarded-for': '192.0.2.45' },
        payload: { resetToken },
      });
    expect((await check(token)).json()).toEqual({ success: true });
    // Checked twice, still usable: the check does not spend it.
    expect((await check(token)).statusCode).toBe(200);
    expect((await reset(token, 'Checked-then-set-1')).statusCode).toBe(200);
    const used = await check(token, 'bg');
    expect(used.statusCode).toBe(400);
    expect(used.json().error).toEqual({
      code: 'TOKEN_INVALID',
      message: 'Връзката е невалидна или е изтекла. Моля, поискайте нова.',
    });
    // An unknown token gets the same answer: nothing tells whose a token is or whether it existed.
    expect((await check('made-up-token')).json().error.code).toBe('TOKEN_INVALID');
  });

  it('counts checks of bad tokens against the address, as resets are', async () => {
    const fromGuesser = (resetToken: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password/check',
        headers: { 'x-forwarded-for': '203.0.113.77' },
        payload: { resetToken },
      });
    for (let guess = 1; guess <= 10; guess++)
      expect((await fromGuesser(`check-guess-${guess}`)).statusCode).toBe(400);
    expect((await fromGuesser('check-guess-11')).statusCode).toBe(429);
  });

  it('refuses unknown tokens and validates the new password', async () => {
    expect((await reset('made-up-token', 'Whatever-new-1')).statusCode).toBe(400);
    const weak = await reset('made-up-token', 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('VALIDATION_FAILED');
  });
});
