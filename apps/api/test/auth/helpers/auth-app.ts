import { and, eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { emailOutbox } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/app';

export const testJwtSecret = 'a-test-signing-secret-of-more-than-32-chars';
export const testPassword = 'Spring-in-Sofia-2026';

/** The real app with a known signing key and the outbox timer off (tests run worker passes). */
export function createAuthTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({ JWT_SECRET: testJwtSecret, MAIL_WORKER_INTERVAL_MS: '0', ...env });
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export type SignedIn = {
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string; role: string; plan: string; permissions: string[] };
};

export async function signUp(
  app: App,
  fields: { email: string; name?: string; password?: string },
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: {
      name: fields.name ?? 'Мария Петрова',
      email: fields.email,
      password: fields.password ?? testPassword,
      confirmPassword: fields.password ?? testPassword,
      termsAccepted: true,
    },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return response.json();
}

export function logIn(app: App, email: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { email, password } });
}

export async function signIn(app: App, email: string, password = testPassword): Promise<SignedIn> {
  const response = await logIn(app, email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json();
}

/** The e-mails of one template queued for an address, oldest first. */
export async function findQueuedEmails(testApp: TestApp, template: string, recipient: string) {
  const rows = await testApp.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, template), eq(emailOutbox.recipient, recipient)));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The token of the newest link of that kind e-mailed to the address (`...?token=`). */
export async function readEmailedToken(testApp: TestApp, template: string, recipient: string) {
  const rows = await findQueuedEmails(testApp, template, recipient);
  const data = rows.at(-1)?.data ?? {};
  const link = data.resetUrl ?? data.verifyUrl;
  if (!link) throw new Error(`no ${template} e-mail for ${recipient}`);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error('the link has no token');
  return token;
}

/** For work the server finishes after answering (the forgot-password e-mail). */
export async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 3_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
