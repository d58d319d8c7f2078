import type { App } from '../../src/app';
import {
  bearer,
  createAuthTestApp,
  readEmailedToken,
  type SignedIn,
  signIn,
  signUp,
} from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';

export const adminEmail = 'admin@gdpr.example.bg';

/**
 * The real app with one address in ADMIN_EMAILS (the outbox timer off, as in the accounts tests). It
 * trusts X-Forwarded-For, so the people these tests sign up come from addresses of their own, as they
 * would: sign-ups are limited per address.
 */
export function createAdminTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createAuthTestApp({ ADMIN_EMAILS: adminEmail, TRUST_PROXY: 'true', ...env });
}

let addressCount = 0;

/** Signs someone up from an address of their own. */
export function signUpPerson(testApp: TestApp, email: string): Promise<SignedIn> {
  addressCount += 1;
  return signUp(
    testApp.app,
    { email },
    { 'x-forwarded-for': `10.44.${addressCount >> 8}.${addressCount & 255}` },
  );
}

/** Signs up with the listed address and proves it through the e-mailed link: an administrator. */
export async function signInAdmin(testApp: TestApp, email = adminEmail): Promise<SignedIn> {
  addressCount += 1;
  await signUp(
    testApp.app,
    { email, name: 'Администратор' },
    { 'x-forwarded-for': `10.45.0.${addressCount}` },
  );
  const token = await readEmailedToken(testApp, 'email-verification', email);
  const verified = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
  });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  const admin = await signIn(testApp.app, email);
  if (admin.user.role !== 'admin') throw new Error('the listed address did not become an administrator');
  return admin;
}

type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown };

/** A call as the signed-in person (or signed out, without a session), answered in English. */
export function callAs(app: App, session: SignedIn | null, call: Call) {
  const url = `${call.url}${call.url.includes('?') ? '&' : '?'}lang=en`;
  return app.inject({
    method: call.method ?? 'GET',
    url,
    headers: session ? bearer(session.accessToken) : {},
    ...(call.payload === undefined ? {} : { payload: call.payload as object }),
  });
}
