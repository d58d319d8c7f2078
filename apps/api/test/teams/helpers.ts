import type { PlanId } from '@app/core/plans/plans';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { bearer, findQueuedEmails, type SignedIn, testPassword } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { setPlan, takeAddress } from '../reports/helpers/reports-app';

export type Caller = SignedIn | undefined;

/** One call to the API as a signed-in user (or a visitor). */
export function call(
  testApp: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  session: Caller,
  payload?: Record<string, unknown>,
) {
  return testApp.app.inject({
    method,
    url,
    headers: session ? bearer(session.accessToken) : {},
    ...(payload ? { payload } : {}),
  });
}

let counter = 0;
/**
 * A new account, on `plan` when given (set in the database, as an administrator or a payment would),
 * with its address proven as its owner would by the e-mailed link (only such an account may invite),
 * unless `verified: false`.
 */
export async function createAccount(
  testApp: TestApp,
  label: string,
  plan?: PlanId,
  name?: string,
  { verified = true }: { verified?: boolean } = {},
) {
  counter += 1;
  const email = `${label}-${counter}@example.bg`;
  const session = await register(testApp, email, name ?? `Person ${label}`);
  if (plan) await setPlan(testApp, session.user.id, plan);
  if (verified) {
    await testApp.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, session.user.id));
  }
  return session;
}

export function invite(testApp: TestApp, owner: SignedIn, email: string, lang = 'en') {
  return call(testApp, 'POST', `/api/team/invites?lang=${lang}`, owner, { email });
}

/** The invitation link e-mailed to the address last, and the token in it. */
export async function readInvite(testApp: TestApp, email: string) {
  const rows = await findQueuedEmails(testApp, 'team-invite', email);
  const row = rows.at(-1);
  if (!row) throw new Error(`no invitation e-mailed to ${email}`);
  const link = new URL(String(row.data.inviteUrl));
  return { row, link, token: link.searchParams.get('token') ?? '' };
}

export function accept(testApp: TestApp, session: SignedIn, token: string) {
  return call(testApp, 'POST', '/api/team/invites/accept?lang=en', session, { token });
}

/** Invites a new account and has it accept: the usual way into a team. */
export async function addMember(testApp: TestApp, owner: SignedIn, label: string, plan?: PlanId) {
  const member = await createAccount(testApp, label, plan);
  const invited = await invite(testApp, owner, member.user.email);
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.body}`);
  const { token } = await readInvite(testApp, member.user.email);
  const accepted = await accept(testApp, member, token);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return member;
}

export async function readMe(testApp: TestApp, session: SignedIn) {
  return (await call(testApp, 'GET', '/api/auth/verify', session)).json().user;
}

/** Signs up from an address of its own, so the per-address sign-up limit does not stop a long test. */
export async function register(testApp: TestApp, email: string, name: string): Promise<SignedIn> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: takeAddress(),
    payload: { name, email, password: testPassword, confirmPassword: testPassword, termsAccepted: true },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return response.json();
}
