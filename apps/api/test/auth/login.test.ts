import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { createAuthTestApp, logIn, signUp, testPassword } from './helpers/auth-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createAuthTestApp({ TRUST_PROXY: 'true' });
  await signUp(testApp.app, { email: 'elena@example.bg', name: 'Елена Георгиева' });
  await signUp(testApp.app, { email: 'locked@example.bg' });
  await signUp(testApp.app, { email: 'steady@example.bg' });
});
afterAll(() => testApp.close());

const from = (address: string) => ({ 'x-forwarded-for': address, 'accept-language': 'en' });

describe('POST /api/auth/login', () => {
  it('signs in with the e-mail in any case and returns tokens and the user', async () => {
    const response = await logIn(testApp.app, ' ELENA@example.bg', testPassword, from('192.0.2.1'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      refreshToken: expect.stringMatching(/^[\w-]{43}$/),
      user: { email: 'elena@example.bg', name: 'Елена Георгиева', role: 'user', plan: 'free' },
    });
  });

  it('answers a wrong password and an unknown e-mail identically (no user enumeration)', async () => {
    const wrongPassword = await logIn(testApp.app, 'elena@example.bg', 'not-her-password', from('192.0.2.2'));
    const unknownEmail = await logIn(testApp.app, 'nobody@example.bg', 'not-her-password', from('192.0.2.2'));
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json()).toEqual({
      success: false,
      error: { code: 'INVALID_CREDENTIALS', message: 'Invalid login credentials.' },
    });
    const bulgarian = await logIn(testApp.app, 'elena@example.bg', 'wrong', {
      'x-forwarded-for': '192.0.2.2',
    });
    expect(bulgarian.json().error.message).toBe('Невалидни данни за вход.');
  });

  it('validates the fields with the sign-in form’s messages', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login?lang=en',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([
      { path: 'email', message: 'Email is invalid' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it('locks an account after 5 failures in 15 minutes, even for the right password, then the same for an unknown e-mail', async () => {
    const attempt = (email: string, password: string, address: string) =>
      logIn(testApp.app, email, password, from(address));
    for (let failure = 1; failure <= 5; failure++) {
      expect(
        (await attempt('locked@example.bg', `wrong-${failure}`, `192.0.2.${10 + failure}`)).statusCode,
      ).toBe(401);
    }
    const known = await attempt('locked@example.bg', testPassword, '192.0.2.30');
    expect(known.statusCode).toBe(429);
    // The lock lasts 15 minutes from the fifth failure, and the answer says so.
    expect(Number(known.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(known.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in 15 minutes.',
    });

    for (let failure = 1; failure <= 5; failure++) {
      expect(
        (await attempt('ghost@example.bg', `wrong-${failure}`, `192.0.2.${40 + failure}`)).statusCode,
      ).toBe(401);
    }
    const unknown = await attempt('ghost@example.bg', testPassword, '192.0.2.60');
    expect(unknown.statusCode).toBe(429);
    expect(unknown.body).toBe(known.body);

    // Other accounts are not affected.
    expect((await attempt('steady@example.bg', testPassword, '192.0.2.61')).statusCode).toBe(200);
  });

  it('forgives earlier failures after a successful sign-in', async () => {
    for (let round = 0; round < 2; round++) {
      for (let failure = 1; failure <= 4; failure++) {
        const response = await logIn(
          testApp.app,
          'steady@example.bg',
          'wrong',
          from(`192.0.2.${70 + failure}`),
        );
        expect(response.statusCode).toBe(401);
      }
      expect(
        (await logIn(testApp.app, 'steady@example.bg', testPassword, from('192.0.2.80'))).statusCode,
      ).toBe(200);
    }
  });

  it('limits failures per address across many e-mails (30 in 15 minutes)', async () => {
    for (let failure = 1; failure <= 30; failure++) {
      const response = await logIn(testApp.app, `guess${failure}@example.bg`, 'wrong', from('198.51.100.7'));
      expect(response.statusCode).toBe(401);
    }
    const blocked = await logIn(testApp.app, 'elena@example.bg', testPassword, from('198.51.100.7'));
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await logIn(testApp.app, 'elena@example.bg', testPassword, from('198.51.100.8'));
    expect(elsewhere.statusCode).toBe(200);
  });
});
