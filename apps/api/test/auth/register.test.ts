import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import { bearer, createAuthTestApp, findQueuedEmails, testPassword } from './helpers/auth-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createAuthTestApp();
});
afterAll(() => testApp.close());

const register = (payload: Record<string, unknown>, lang = 'en') =>
  testApp.app.inject({ method: 'POST', url: `/api/auth/register?lang=${lang}`, payload });

const valid = {
  name: '  Иван Иванов ',
  email: ' Ivan.Ivanov@Example.BG ',
  password: testPassword,
  confirmPassword: testPassword,
  termsAccepted: true,
};

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in and answers like login', async () => {
    const response = await register(valid, 'bg');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      user: {
        id: expect.any(String),
        name: 'Иван Иванов',
        email: 'ivan.ivanov@example.bg',
        role: 'user',
        permissions: ['reports:read', 'reports:write', 'analytics:read'],
        plan: 'free',
        emailVerified: false,
        language: 'bg',
        trialEndsAt: null,
        worksUnderTeamPlan: false,
      },
    });
    const verify = await testApp.app.inject({ url: '/api/auth/verify', headers: bearer(body.accessToken) });
    expect(verify.json()).toEqual({ success: true, user: body.user });
  });

  it('stores an argon2id hash, never the password, and records when the terms were accepted', async () => {
    const [row] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'ivan.ivanov@example.bg'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(testPassword);
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('queues the verification e-mail in the account language with a link to /verify-email', async () => {
    const [email] = await findQueuedEmails(testApp, 'email-verification', 'ivan.ivanov@example.bg');
    expect(email).toMatchObject({ language: 'bg', status: 'pending' });
    // The address is not proven yet: the name typed beside it is not sent to it.
    expect(email?.data).not.toHaveProperty('name');
    expect(email?.data.verifyUrl).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=[\w-]{43}$/);
  });

  it('refuses an e-mail already registered, whatever its case, with “Email already exists.”', async () => {
    const response = await register({ ...valid, email: 'IVAN.ivanov@example.bg' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'EMAIL_EXISTS', message: 'Email already exists.' },
    });
  });

  it.each([
    ['name', { name: '  ' }, 'Name is required', 'Името е задължително'],
    ['email', { email: '' }, 'Email is required', 'Имейл адресът е задължителен'],
    ['email', { email: 'ivan@' }, 'Email is invalid', 'Имейл адресът е невалиден'],
    ['password', { password: '', confirmPassword: '' }, 'Password is required', 'Паролата е задължителна'],
    [
      'password',
      { password: 'short', confirmPassword: 'short' },
      'Password must be at least 8 characters',
      'Паролата трябва да бъде поне 8 знака',
    ],
    [
      'confirmPassword',
      { confirmPassword: '' },
      'Please confirm your password',
      'Моля, потвърдете паролата си',
    ],
    [
      'confirmPassword',
      { confirmPassword: 'Another-password-1' },
      'Passwords do not match',
      'Паролите не съвпадат',
    ],
    [
      'termsAccepted',
      { termsAccepted: false },
      'You must accept the terms and conditions',
      'Трябва да приемете общите условия',
    ],
  ])('rejects a bad %s with its fixed message in both languages', async (path, change, en, bg) => {
    for (const [lang, text] of [
      ['en', en],
      ['bg', bg],
    ] as const) {
      const response = await register({ ...valid, email: 'new@example.bg', ...change }, lang);
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues).toContainEqual({ path, message: text });
    }
  });

  it('accepts API clients that send no confirmation', async () => {
    const { confirmPassword: _, ...withoutConfirmation } = valid;
    const response = await register({ ...withoutConfirmation, email: 'api.client@example.bg' });
    expect(response.statusCode).toBe(201);
  });

  it('limits sign-ups per address: the eleventh attempt within an hour gets 429 and the wait', async () => {
    const other = { 'x-forwarded-for': '203.0.113.9' };
    const local = await createAuthTestApp({ TRUST_PROXY: 'true' });
    try {
      for (let attempt = 1; attempt <= 10; attempt++) {
        const response = await local.app.inject({
          method: 'POST',
          url: '/api/auth/register?lang=en',
          headers: other,
          payload: { ...valid, email: `person${attempt}@example.bg` },
        });
        expect(response.statusCode).toBe(201);
      }
      const blocked = await local.app.inject({
        method: 'POST',
        url: '/api/auth/register?lang=en',
        headers: other,
        payload: { ...valid, email: 'person11@example.bg' },
      });
      expect(blocked.statusCode).toBe(429);
      // The block lasts an hour from the tenth sign-up, so not "a moment": the minutes are named.
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(59 * 60);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
      expect(blocked.json().error).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please try again in 60 minutes.',
      });
      const inBulgarian = await local.app.inject({
        method: 'POST',
        url: '/api/auth/register?lang=bg',
        headers: other,
        payload: { ...valid, email: 'person11@example.bg' },
      });
      expect(inBulgarian.json().error.message).toBe(
        'Твърде много заявки. Моля, опитайте отново след 60 минути.',
      );
      const elsewhere = await local.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'x-forwarded-for': '198.51.100.20' },
        payload: { ...valid, email: 'person12@example.bg' },
      });
      expect(elsewhere.statusCode).toBe(201);
    } finally {
      await local.close();
    }
  });
});
