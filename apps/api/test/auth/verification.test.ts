import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import {
  bearer,
  createAuthTestApp,
  findQueuedEmails,
  readEmailedToken,
  type SignedIn,
  signIn,
  signUp,
} from './helpers/auth-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createAuthTestApp({ ADMIN_EMAILS: 'Boss@Example.bg, second.admin@example.bg' });
});
afterAll(() => testApp.close());

const verifyEmail = (token: string, lang = 'en') =>
  testApp.app.inject({ method: 'POST', url: `/api/auth/verify-email?lang=${lang}`, payload: { token } });
const resend = (session: SignedIn, lang = 'en') =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/auth/resend-verification?lang=${lang}`,
    headers: bearer(session.accessToken),
  });
const currentUser = async (session: SignedIn) =>
  (await testApp.app.inject({ url: '/api/auth/verify', headers: bearer(session.accessToken) })).json().user;

describe('e-mail verification', () => {
  it('confirms the address with the e-mailed token, once', async () => {
    const session = await signUp(testApp.app, { email: 'verifier@example.bg' });
    const token = await readEmailedToken(testApp, 'email-verification', 'verifier@example.bg');
    const response = await verifyEmail(token, 'bg');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Имейл адресът ви е потвърден' });
    expect(await currentUser(session)).toMatchObject({ emailVerified: true });
    const again = await verifyEmail(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('TOKEN_INVALID');
  });

  it('refuses a made-up or empty token', async () => {
    expect((await verifyEmail('x'.repeat(43))).statusCode).toBe(400);
    const empty = await verifyEmail('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.issues).toEqual([
      { path: 'token', message: 'The link is incomplete. Please open it again from the e-mail.' },
    ]);
  });

  it('sends a new link on request, at most three an hour, and none once verified', async () => {
    const session = await signUp(testApp.app, { email: 'slow.reader@example.bg' });
    const first = await resend(session);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: 'Verification e-mail sent' });
    expect(await findQueuedEmails(testApp, 'email-verification', 'slow.reader@example.bg')).toHaveLength(2);
    expect((await resend(session)).statusCode).toBe(200);
    expect((await resend(session)).statusCode).toBe(200);
    expect((await resend(session)).statusCode).toBe(429);

    // The newest link works; afterwards there is nothing to resend.
    expect(
      (await verifyEmail(await readEmailedToken(testApp, 'email-verification', 'slow.reader@example.bg')))
        .statusCode,
    ).toBe(200);
    const done = await resend(session);
    expect(done.json()).toEqual({ success: true, message: 'Your e-mail address is verified' });
    expect(await findQueuedEmails(testApp, 'email-verification', 'slow.reader@example.bg')).toHaveLength(4);
    expect(
      (await testApp.app.inject({ method: 'POST', url: '/api/auth/resend-verification' })).statusCode,
    ).toBe(401);
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes a listed account an administrator only once its e-mail is verified', async () => {
    const session = await signUp(testApp.app, { email: 'boss@example.bg' });
    expect(session.user.role).toBe('user');
    expect(await currentUser(session)).toMatchObject({ role: 'user' });

    await verifyEmail(await readEmailedToken(testApp, 'email-verification', 'boss@example.bg'));
    const user = await currentUser(session);
    expect(user.role).toBe('admin');
    expect(user.permissions).toEqual(expect.arrayContaining(['users:manage', 'plans:manage']));
    const signedIn = await signIn(testApp.app, 'boss@example.bg');
    expect(signedIn.user.role).toBe('admin');
  });

  it('leaves accounts that are not listed alone', async () => {
    const session = await signUp(testApp.app, { email: 'not.boss@example.bg' });
    await verifyEmail(await readEmailedToken(testApp, 'email-verification', 'not.boss@example.bg'));
    expect(await currentUser(session)).toMatchObject({ role: 'user', emailVerified: true });
  });
});
