import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthIdentities, users } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import {
  bearer,
  createAuthTestApp,
  findQueuedEmails,
  readEmailedToken,
  signIn,
  signUp,
  waitFor,
} from './helpers/auth-app';
import { type FacebookUser, startFacebook, type TestFacebook } from './helpers/facebook-server';
import { startOidcProvider, type TestOidcProvider } from './helpers/oidc-provider';

/*
 * Account pre-hijacking (security review, finding 1): someone signs in through a provider that does not
 * vouch for the address, with another person's address, and keeps a way into the account that person
 * later makes their own. These tests play the attack through the real app, Facebook and an OpenID
 * Connect provider on loopback.
 */

const publicUrl = 'http://localhost:3000';
const ownersPassword = 'Reclaimed-by-the-owner-2026';

let testApp: TestApp;
let facebook: TestFacebook;
let google: TestOidcProvider;

beforeAll(async () => {
  facebook = await startFacebook(`${publicUrl}/api/auth/oauth/facebook/callback`);
  google = await startOidcProvider(`${publicUrl}/api/auth/oauth/google/callback`, {
    'unproven-at-google': { email: 'unproven@example.bg', email_verified: false, name: 'Not Proven' },
    'boss-at-google': { email: 'boss@example.bg', email_verified: true, name: 'Boss' },
    'owner-at-google': { email: 'owner@example.bg', email_verified: true, name: 'Owner' },
    // Apple sends `email_verified` as a string, and "false" for addresses it did not verify.
    'apple-style-unproven': { email: 'work@example.bg', email_verified: 'false', name: 'Work' },
    'apple-style-proven': { email: 'private@example.bg', email_verified: 'true', name: 'Private' },
  });
  testApp = await createAuthTestApp({
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'true',
    ADMIN_EMAILS: 'boss@example.bg, legacy.boss@example.bg',
    ...facebook.env,
    OAUTH_GOOGLE_CLIENT_ID: google.clientId,
    OAUTH_GOOGLE_CLIENT_SECRET: google.clientSecret,
    OAUTH_GOOGLE_ISSUER: google.issuer,
  });
});
afterAll(async () => {
  await testApp.close();
  await facebook.close();
  await google.close();
});

/** The browser's round trip; returns what /auth/callback receives (a one-time code or an error). */
async function signInWithFacebook(user: FacebookUser) {
  const started = await testApp.app.inject({ url: '/api/auth/oauth/facebook/start' });
  const cookie = String(started.headers['set-cookie']).split(';')[0] ?? '';
  const back = facebook.approve(new URL(String(started.headers.location)), user);
  const response = await testApp.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie } });
  return new URL(String(response.headers.location)).searchParams;
}

async function signInWithGoogle(accountId: string) {
  const started = await testApp.app.inject({ url: '/api/auth/oauth/google/start' });
  const cookie = String(started.headers['set-cookie']).split(';')[0] ?? '';
  const back = await google.authorize(String(started.headers.location), accountId);
  const response = await testApp.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie } });
  return new URL(String(response.headers.location)).searchParams;
}

async function exchange(result: URLSearchParams) {
  const code = result.get('code');
  if (!code) throw new Error(`no code: ${result}`);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/oauth/exchange',
    payload: { code },
    // The cookie the callback set with the code (oauth-oidc.test.ts checks it).
    headers: { cookie: `gdpr_oauth_code=${code}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

let address = 0;
/** Forgot-password, then the e-mailed link: the owner proves the address and sets a password. */
async function resetPassword(email: string) {
  address += 1;
  const before = (await findQueuedEmails(testApp, 'password-reset', email)).length;
  const forgot = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: { 'x-forwarded-for': `192.0.2.${address}` },
    payload: { email },
  });
  expect(forgot.statusCode).toBe(200);
  await waitFor(async () =>
    (await findQueuedEmails(testApp, 'password-reset', email)).length > before ? true : undefined,
  );
  const resetToken = await readEmailedToken(testApp, 'password-reset', email);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { resetToken, newPassword: ownersPassword },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const findUser = async (email: string) =>
  (await testApp.database.db.select().from(users).where(eq(users.email, email)))[0];
const findIdentities = (userId: string) =>
  testApp.database.db.select().from(oauthIdentities).where(eq(oauthIdentities.userId, userId));

/**
 * What the code before this fix left behind: an account made through Facebook with someone else's
 * address (no password, address unproven), the attacker's Facebook identity linked to it.
 */
async function plantPreHijackedAccount(email: string, facebookId: string, linkedAt = new Date()) {
  const [user] = await testApp.database.db
    .insert(users)
    .values({ email, name: 'Attacker', language: 'en', createdAt: linkedAt, updatedAt: linkedAt })
    .returning();
  if (!user) throw new Error('no user');
  await testApp.database.db.insert(oauthIdentities).values({
    userId: user.id,
    provider: 'facebook',
    subject: facebookId,
    email,
    createdAt: linkedAt,
    lastUsedAt: linkedAt,
  });
  return user;
}

describe('finding 1: account pre-hijacking through social sign-in', () => {
  it('finding 1: a provider that does not vouch for the address cannot create or link an account', async () => {
    // Facebook never says an address is verified: no account is made for the victim's address.
    const attack = await signInWithFacebook({
      id: 'fb-attacker-1',
      name: 'Victim',
      email: 'victim@example.bg',
    });
    expect(attack.get('error')).toBe('OAUTH_EMAIL_UNVERIFIED');
    expect(await findUser('victim@example.bg')).toBeUndefined();

    // An OpenID Connect provider that says `email_verified: false` is treated the same way.
    const unproven = await signInWithGoogle('unproven-at-google');
    expect(unproven.get('error')).toBe('OAUTH_EMAIL_UNVERIFIED');
    expect(await findUser('unproven@example.bg')).toBeUndefined();
    expect((await signInWithGoogle('apple-style-unproven')).get('error')).toBe('OAUTH_EMAIL_UNVERIFIED');
    expect(await findUser('work@example.bg')).toBeUndefined();
    const proven = await exchange(await signInWithGoogle('apple-style-proven'));
    expect(proven.user).toMatchObject({ email: 'private@example.bg', emailVerified: true });

    // The victim can sign up, and the same answer comes for an existing account (no enumeration).
    const victim = await signUp(testApp.app, { email: 'victim@example.bg' });
    const again = await signInWithFacebook({
      id: 'fb-attacker-1',
      name: 'Victim',
      email: 'victim@example.bg',
    });
    expect(again.get('error')).toBe('OAUTH_EMAIL_UNVERIFIED');
    expect(await findIdentities(victim.user.id)).toEqual([]);
  });

  it('finding 1: proving the address removes identities linked before it and tells the owner', async () => {
    // The state the review reached: the attacker's Facebook identity on an account with the victim's
    // address. The victim cannot sign up (EMAIL_EXISTS), so resets the password.
    const planted = await plantPreHijackedAccount('reclaimed@example.bg', 'fb-attacker-2');
    await resetPassword('reclaimed@example.bg');

    expect(await findIdentities(planted.id)).toEqual([]);
    const [notice] = await findQueuedEmails(testApp, 'sign-in-methods-removed', 'reclaimed@example.bg');
    expect(notice).toMatchObject({ language: 'en', data: { providers: 'facebook' } });
    // The attacker comes back through Facebook: refused, and nothing of the victim's is reachable.
    const back = await signInWithFacebook({ id: 'fb-attacker-2', name: 'X', email: 'reclaimed@example.bg' });
    expect(back.get('error')).toBe('OAUTH_EMAIL_UNVERIFIED');
    expect((await signIn(testApp.app, 'reclaimed@example.bg', ownersPassword)).user.id).toBe(planted.id);

    // The verification link is a proof too.
    const registered = await signUp(testApp.app, { email: 'verifier@example.bg' });
    await testApp.database.db.insert(oauthIdentities).values({
      userId: registered.user.id,
      provider: 'facebook',
      subject: 'fb-attacker-3',
      email: 'verifier@example.bg',
      createdAt: new Date(),
      lastUsedAt: new Date(),
    });
    const token = await readEmailedToken(testApp, 'email-verification', 'verifier@example.bg');
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    expect(await findIdentities(registered.user.id)).toEqual([]);
    expect(await findQueuedEmails(testApp, 'sign-in-methods-removed', 'verifier@example.bg')).toHaveLength(1);

    // A reset of an account made through Google unlinks Google too; Google vouches for the address,
    // so the next Google sign-in links it again.
    const owner = await exchange(await signInWithGoogle('owner-at-google'));
    await resetPassword('owner@example.bg');
    expect(await findIdentities(owner.user.id)).toEqual([]);
    const [googleNotice] = await findQueuedEmails(testApp, 'sign-in-methods-removed', 'owner@example.bg');
    expect(googleNotice?.data).toMatchObject({ providers: 'google' });
    expect((await exchange(await signInWithGoogle('owner-at-google'))).user.id).toBe(owner.user.id);

    // A reset with nothing linked sends no such notice.
    expect(await findQueuedEmails(testApp, 'sign-in-methods-removed', 'victim@example.bg')).toEqual([]);
  });

  it('finding 1: an identity linked before an earlier proof of the address no longer signs in', async () => {
    // Left by the code before this fix: Facebook linked first, the owner's reset proved the address later.
    const linkedAt = new Date(Date.now() - 60 * 60_000);
    const planted = await plantPreHijackedAccount('earlier@example.bg', 'fb-attacker-4', linkedAt);
    await testApp.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date(linkedAt.getTime() + 60_000) })
      .where(eq(users.id, planted.id));

    const attack = await signInWithFacebook({ id: 'fb-attacker-4', name: 'X', email: 'earlier@example.bg' });
    expect(attack.get('error')).toBe('OAUTH_EMAIL_UNVERIFIED');
    expect(await findIdentities(planted.id)).toEqual([]);
  });

  it('finding 1: admin rights go only to an address the account itself has proven', async () => {
    // A listed address asserted by a provider: an account, but not an administrator, at any sign-in.
    const first = await exchange(await signInWithGoogle('boss-at-google'));
    expect(first.user).toMatchObject({ role: 'user', emailVerified: true });
    const second = await exchange(await signInWithGoogle('boss-at-google'));
    expect(second.user.role).toBe('user');

    // The account proves the address through the link it is e-mailed: then it is an administrator.
    await resetPassword('boss@example.bg');
    expect((await signIn(testApp.app, 'boss@example.bg', ownersPassword)).user.role).toBe('admin');

    // The review's case: the attacker's identity on a listed address the owner then reclaims. The
    // account becomes an administrator, and the attacker has no way in any more.
    const planted = await plantPreHijackedAccount('legacy.boss@example.bg', 'fb-attacker-5');
    const before = await signInWithFacebook({
      id: 'fb-attacker-5',
      name: 'X',
      email: 'legacy.boss@example.bg',
    });
    const attacker = await exchange(before);
    expect(attacker.user.role).toBe('user');
    await resetPassword('legacy.boss@example.bg');
    const owner = await signIn(testApp.app, 'legacy.boss@example.bg', ownersPassword);
    expect(owner.user).toMatchObject({ id: planted.id, role: 'admin' });
    const after = await signInWithFacebook({
      id: 'fb-attacker-5',
      name: 'X',
      email: 'legacy.boss@example.bg',
    });
    expect(after.get('error')).toBe('OAUTH_EMAIL_UNVERIFIED');
    const attackerSession = await testApp.app.inject({
      url: '/api/auth/verify',
      headers: bearer(attacker.accessToken),
    });
    expect(attackerSession.statusCode).toBe(401);
  });
});
