import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, oauthIdentities, reportPurchases, users } from '../../src/db/schema';
import { bearer, logIn, type SignedIn, testPassword } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { adminEmail, callAs, createAdminTestApp, signInAdmin, signUpPerson } from './helpers';

const secondListedEmail = 'deputy@gdpr.example.bg';
/** Listed in ADMIN_EMAILS, but never proves the address through a link e-mailed to it. */
const listedUnprovenEmail = 'listed-later@example.bg';
let testApp: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  testApp = await createAdminTestApp({
    ADMIN_EMAILS: `${adminEmail},${secondListedEmail},${listedUnprovenEmail}`,
  });
  admin = await signInAdmin(testApp);
});
afterAll(() => testApp.close());

const as = (session: SignedIn | null, call: Parameters<typeof callAs>[2]) =>
  callAs(testApp.app, session, call);

async function auditEntriesOf(targetId: string) {
  const response = await as(admin, { url: `/api/admin/audit?targetId=${targetId}` });
  expect(response.statusCode).toBe(200);
  return response.json().entries as Array<Record<string, unknown>>;
}

describe('every administration route', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  // Bodies and queries that would fail validation: who calls is settled before the input is read.
  const routes = [
    { method: 'GET', url: '/api/admin/users?limit=0' },
    { method: 'PUT', url: `/api/admin/users/${someId}/plan`, payload: { plan: 'platinum' } },
    { method: 'PUT', url: `/api/admin/users/${someId}/verified`, payload: { verified: 'yes' } },
    { method: 'DELETE', url: `/api/admin/users/${someId}` },
    { method: 'GET', url: '/api/admin/outbox?status=sent' },
    { method: 'POST', url: `/api/admin/outbox/${someId}/retry` },
    { method: 'GET', url: '/api/admin/early-access?limit=-1' },
    { method: 'GET', url: '/api/admin/contact-messages' },
    { method: 'GET', url: '/api/admin/audit?targetId=nope' },
  ] as const;

  it('answers 401 to a caller without a session and 403 to a user who is not an administrator', async () => {
    const member = await signUpPerson(testApp, 'member@example.bg');
    for (const route of routes) {
      const anonymous = await as(null, route);
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      const user = await as(member, route);
      expect(user.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(user.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'You are not authorized to access this.',
      });
    }
  });

  it('limits each administrator to 120 calls a minute, as the other signed-in routes are limited', async () => {
    const deputy = await signInAdmin(testApp, secondListedEmail);
    for (let call = 0; call < 120; call++) {
      expect((await as(deputy, { url: '/api/admin/audit?limit=1' })).statusCode).toBe(200);
    }
    const refused = await as(deputy, { url: '/api/admin/users' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    // Counted per administrator: another one is not held up.
    expect((await as(admin, { url: '/api/admin/audit?limit=1' })).statusCode).toBe(200);
  });
});

describe('GET /api/admin/users', () => {
  it('finds accounts by part of the e-mail, in any case, with their plan, trial and verification', async () => {
    const trialist = await signUpPerson(testApp, 'Trialist@Search.example.bg');
    await signUpPerson(testApp, 'plain@search.example.bg');
    const trial = await testApp.app.inject({
      method: 'POST',
      url: '/api/billing/trial',
      headers: bearer(trialist.accessToken),
      payload: { plan: 'professional' },
    });
    expect(trial.statusCode).toBe(200);

    const response = await as(admin, { url: '/api/admin/users?email=SEARCH.EXAMPLE' });
    expect(response.statusCode).toBe(200);
    const found = response.json();
    expect(found.hasMore).toBe(false);
    expect(found.users.map((user: { email: string }) => user.email).sort()).toEqual([
      'plain@search.example.bg',
      'trialist@search.example.bg',
    ]);
    expect(found.users.find((user: { id: string }) => user.id === trialist.user.id)).toEqual({
      id: trialist.user.id,
      email: 'trialist@search.example.bg',
      name: 'Мария Петрова',
      role: 'user',
      plan: 'free',
      effectivePlan: 'professional',
      trialPlan: 'professional',
      trialEndsAt: expect.any(String),
      emailVerified: false,
      createdAt: expect.any(String),
    });
  });

  it('takes % and _ as letters, and says when it left accounts out', async () => {
    await signUpPerson(testApp, 'under_score@wild.example.bg');
    await signUpPerson(testApp, 'underXscore@wild.example.bg');
    const exact = await as(admin, { url: '/api/admin/users?email=under_score' });
    expect(exact.json().users.map((user: { email: string }) => user.email)).toEqual([
      'under_score@wild.example.bg',
    ]);
    expect((await as(admin, { url: '/api/admin/users?email=%25' })).json().users).toEqual([]);

    const first = await as(admin, { url: '/api/admin/users?email=wild.example&limit=1' });
    expect(first.json()).toMatchObject({ hasMore: true, users: [{ email: 'underxscore@wild.example.bg' }] });
  });

  it('refuses a limit outside 1-200 with the field named', async () => {
    const response = await as(admin, { url: '/api/admin/users?limit=500' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([
      { path: 'limit', message: 'Please choose one of the available options' },
    ]);
  });
});

describe('PUT /api/admin/users/:id/plan', () => {
  it('changes the plan and records who changed it, from what to what, in the audit log', async () => {
    const customer = await signUpPerson(testApp, 'customer@example.bg');
    const response = await as(admin, {
      method: 'PUT',
      url: `/api/admin/users/${customer.user.id}/plan`,
      payload: { plan: 'starter' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: customer.user.id, plan: 'starter' });
    expect(await auditEntriesOf(customer.user.id)).toEqual([
      {
        id: expect.any(String),
        action: 'user.plan',
        actorEmail: adminEmail,
        targetId: customer.user.id,
        targetEmail: 'customer@example.bg',
        before: { plan: 'free' },
        after: { plan: 'starter' },
        createdAt: expect.any(String),
      },
    ]);
  });

  it('writes the change and its audit entry in one transaction: no entry, no change', async () => {
    const customer = await signUpPerson(testApp, 'atomic@example.bg');
    const { db } = testApp.database;
    await db.execute(sql`
      create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit refused'; end $$`);
    await db.execute(
      sql`create trigger refuse_audit before insert on admin_audit_log for each row execute function refuse_audit()`,
    );
    try {
      const response = await as(admin, {
        method: 'PUT',
        url: `/api/admin/users/${customer.user.id}/plan`,
        payload: { plan: 'payPerReport' },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_audit on admin_audit_log`);
      await db.execute(sql`drop function refuse_audit()`);
    }
    const [stored] = await db.select().from(users).where(eq(users.id, customer.user.id));
    expect(stored?.plan).toBe('free');
    expect(
      await db.select().from(reportPurchases).where(eq(reportPurchases.userId, customer.user.id)),
    ).toEqual([]);
  });
});

describe('PUT /api/admin/users/:id/verified', () => {
  it('marks an address unproven and proven again, each change in the audit log', async () => {
    const person = await signUpPerson(testApp, 'proof@example.bg');
    const set = (verified: boolean) =>
      as(admin, { method: 'PUT', url: `/api/admin/users/${person.user.id}/verified`, payload: { verified } });

    const proven = await set(true);
    expect(proven.statusCode).toBe(200);
    expect(proven.json().user).toMatchObject({ emailVerified: true, role: 'user' });
    const unproven = await set(false);
    expect(unproven.json().user).toMatchObject({ emailVerified: false });

    const entries = await auditEntriesOf(person.user.id);
    expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'user.emailVerified', before: { emailVerified: true }, after: { emailVerified: false } },
      { action: 'user.emailVerified', before: { emailVerified: false }, after: { emailVerified: true } },
    ]);
  });

  it('counts as a proof of the address: linked sign-ins go, and ADMIN_EMAILS does not apply', async () => {
    const { db } = testApp.database;
    const listed = await signUpPerson(testApp, listedUnprovenEmail);
    const now = new Date();
    await db.insert(oauthIdentities).values({
      userId: listed.user.id,
      provider: 'facebook',
      subject: 'fb-admin-proof',
      email: listedUnprovenEmail,
      createdAt: now,
      lastUsedAt: now,
    });
    // The address is listed, but only a link e-mailed to it makes the account an administrator.
    const response = await as(admin, {
      method: 'PUT',
      url: `/api/admin/users/${listed.user.id}/verified`,
      payload: { verified: true },
    });
    expect(response.json().user).toMatchObject({ emailVerified: true, role: 'user' });
    expect(await db.select().from(oauthIdentities).where(eq(oauthIdentities.userId, listed.user.id))).toEqual(
      [],
    );
  });

  it('refuses a value that is not true or false, and an unknown account', async () => {
    const person = await signUpPerson(testApp, 'bad-value@example.bg');
    const bad = await as(admin, {
      method: 'PUT',
      url: `/api/admin/users/${person.user.id}/verified`,
      payload: { verified: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues).toEqual([
      { path: 'verified', message: 'Please choose one of the available options' },
    ]);
    const nobody = await as(admin, {
      method: 'PUT',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/verified',
      payload: { verified: true },
    });
    expect(nobody.statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('erases the account; the audit entry keeps its id, no longer its address', async () => {
    const leaving = await signUpPerson(testApp, 'leaving@example.bg');
    const response = await as(admin, { method: 'DELETE', url: `/api/admin/users/${leaving.user.id}` });
    expect(response.statusCode).toBe(200);
    expect((await logIn(testApp.app, 'leaving@example.bg', testPassword)).statusCode).toBe(401);
    expect((await as(leaving, { url: '/api/auth/verify' })).statusCode).toBe(401);
    expect(await auditEntriesOf(leaving.user.id)).toEqual([
      expect.objectContaining({
        action: 'user.deleted',
        actorEmail: adminEmail,
        targetId: leaving.user.id,
        targetEmail: null,
        before: { plan: 'free', emailVerified: false },
        after: null,
      }),
    ]);
    const again = await as(admin, { method: 'DELETE', url: `/api/admin/users/${leaving.user.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('refuses to delete an administrator’s account, and records nothing', async () => {
    const response = await as(admin, { method: 'DELETE', url: `/api/admin/users/${admin.user.id}` });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'FORBIDDEN',
      message:
        "An administrator's account cannot be deleted here. Remove the administrator role first (see the operations guide).",
    });
    const { db } = testApp.database;
    expect(await db.select().from(users).where(eq(users.id, admin.user.id))).toHaveLength(1);
    expect(await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, admin.user.id))).toEqual(
      [],
    );
  });
});
