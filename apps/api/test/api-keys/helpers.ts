import type { PlanId } from '@app/core/plans/plans';
import { bearer, readEmailedToken, type SignedIn, signIn, signUp } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createReportsTestApp } from '../reports/helpers/reports-app';

export const adminEmail = 'admin@example.bg';

/** The real app with an administrator, who sets plans the way the product does without payments. */
export async function createApiKeysTestApp(): Promise<{ testApp: TestApp; admin: SignedIn }> {
  // The per-address limit would otherwise count every test's calls from the one test address.
  const testApp = await createReportsTestApp({
    ADMIN_EMAILS: adminEmail,
    API_RATE_LIMIT_PER_MINUTE: '100000',
  });
  await signUp(testApp.app, { email: adminEmail });
  const token = await readEmailedToken(testApp, 'email-verification', adminEmail);
  await testApp.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  return { testApp, admin: await signIn(testApp.app, adminEmail) };
}

export async function setPlanAsAdmin(testApp: TestApp, admin: SignedIn, userId: string, plan: PlanId) {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${userId}/plan`,
    headers: bearer(admin.accessToken),
    payload: { plan },
  });
  if (response.statusCode !== 200) throw new Error(`set plan failed: ${response.body}`);
}

/** A new account on the plan (Professional: the first plan with API access). */
export async function signUpOnPlan(testApp: TestApp, admin: SignedIn, email: string, plan: PlanId) {
  const session = await signUp(testApp.app, { email });
  if (plan !== 'free') await setPlanAsAdmin(testApp, admin, session.user.id, plan);
  return session;
}

export function createKeyRequest(testApp: TestApp, session: SignedIn, name: string, lang = 'en') {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/api-keys?lang=${lang}`,
    headers: bearer(session.accessToken),
    payload: { name },
  });
}

/** Creates a key and returns it; fails the test otherwise. */
export async function createKey(testApp: TestApp, session: SignedIn, name = 'CRM integration') {
  const response = await createKeyRequest(testApp, session, name);
  if (response.statusCode !== 201) throw new Error(`key creation failed: ${response.body}`);
  return response.json() as { key: string; apiKey: { id: string; prefix: string; name: string } };
}

export const withKey = (key: string) => ({ authorization: `Bearer ${key}` });
