import { trialDays } from '@app/core/plans/pricing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { bearer, readEmailedToken, type SignedIn, signIn, signUp } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createReport, createReportsTestApp } from '../reports/helpers/reports-app';

let testApp: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  testApp = await createReportsTestApp({ ADMIN_EMAILS: 'admin@example.bg' });
  await signUp(testApp.app, { email: 'admin@example.bg' });
  const token = await readEmailedToken(testApp, 'email-verification', 'admin@example.bg');
  await testApp.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  admin = await signIn(testApp.app, 'admin@example.bg');
});
afterAll(() => testApp.close());

const startTrial = (session: SignedIn, plan: string, lang = 'en') =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/billing/trial?lang=${lang}`,
    headers: bearer(session.accessToken),
    payload: { plan },
  });
const verify = async (session: SignedIn) =>
  (await testApp.app.inject({ url: '/api/auth/verify', headers: bearer(session.accessToken) })).json().user;
const downloadPdf = (session: SignedIn, reportId: string) =>
  testApp.app.inject({ url: `/api/reports/${reportId}/pdf?lang=en`, headers: bearer(session.accessToken) });
const listReports = async (session: SignedIn) =>
  (await testApp.app.inject({ url: '/api/reports', headers: bearer(session.accessToken) })).json();

describe('POST /api/billing/trial', () => {
  it('puts a free account on the paid plan for 14 days: permissions and PDF follow', async () => {
    const session = await signUp(testApp.app, { email: 'trial@example.bg' });
    const { report } = await createReport(testApp, session);
    expect((await downloadPdf(session, report.id)).statusCode).toBe(403);

    const before = Date.now();
    const response = await startTrial(session, 'starter');
    expect(response.statusCode, response.body).toBe(200);
    const { success, user } = response.json();
    expect(success).toBe(true);
    expect(user.plan).toBe('starter');
    expect(user.permissions).toContain('reports:export');
    expect(user.permissions).toContain('recommendations:read');
    const endsIn = Date.parse(user.trialEndsAt) - before;
    expect(endsIn).toBeGreaterThanOrEqual(trialDays * 86_400_000);
    expect(endsIn).toBeLessThan(trialDays * 86_400_000 + 60_000);

    // Every later request sees the trial: the signed-in user, the report view and the PDF.
    expect(await verify(session)).toMatchObject({ plan: 'starter', trialEndsAt: user.trialEndsAt });
    const view = await testApp.app.inject({
      url: `/api/reports/${report.id}`,
      headers: bearer(session.accessToken),
    });
    expect(view.json().report.canExport).toBe(true);
    const pdf = await downloadPdf(session, report.id);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // A new sign-in answers with the trial's plan too.
    expect((await signIn(testApp.app, 'trial@example.bg')).user.plan).toBe('starter');
    // The user's copy of their data (Art. 15) shows the trial too.
    const exported = await testApp.app.inject({
      url: '/api/account/export',
      headers: bearer(session.accessToken),
    });
    expect(exported.json().profile).toMatchObject({
      plan: 'free',
      trialPlan: 'starter',
      trialEndsAt: user.trialEndsAt,
    });
  });

  it('is allowed once per account, in either language', async () => {
    const session = await signUp(testApp.app, { email: 'twice@example.bg' });
    expect((await startTrial(session, 'professional')).statusCode).toBe(200);
    const again = await startTrial(session, 'enterprise');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('TRIAL_USED');
    expect(again.json().error.message).toContain('already used its free trial');
    const bulgarian = await startTrial(session, 'starter', 'bg');
    expect(bulgarian.json().error.message).toContain('пробен период вече е използван');
    expect((await verify(session)).plan).toBe('professional');
  });

  it('is not for an account on a paid plan (set by an administrator)', async () => {
    const session = await signUp(testApp.app, { email: 'paid@example.bg' });
    const set = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${session.user.id}/plan`,
      headers: bearer(admin.accessToken),
      payload: { plan: 'starter' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const response = await startTrial(session, 'professional');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('TRIAL_NOT_AVAILABLE');
    expect(await verify(session)).toMatchObject({ plan: 'starter', trialEndsAt: null });
  });

  it('at its end, the account is on the free plan again with every report kept', async () => {
    const session = await signUp(testApp.app, { email: 'expired@example.bg' });
    const first = await createReport(testApp, session);
    expect((await startTrial(session, 'starter')).statusCode).toBe(200);
    const second = await createReport(testApp, session);
    expect((await downloadPdf(session, second.report.id)).statusCode).toBe(200);

    await testApp.database.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, session.user.id));

    const user = await verify(session);
    expect(user.plan).toBe('free');
    expect(user.permissions).not.toContain('reports:export');
    expect(user.trialEndsAt).toEqual(expect.any(String));
    const listed = await listReports(session);
    expect(listed.reports.map((report: { id: string }) => report.id).sort()).toEqual(
      [first.report.id, second.report.id].sort(),
    );
    const pdf = await downloadPdf(session, second.report.id);
    expect(pdf.statusCode).toBe(403);
    expect(pdf.json().error.code).toBe('PLAN_REQUIRED');
    // And the trial does not start again.
    expect((await startTrial(session, 'starter')).json().error.code).toBe('TRIAL_USED');
  });

  it('validates the plan and needs a signed-in user', async () => {
    const session = await signUp(testApp.app, { email: 'invalid@example.bg' });
    for (const plan of ['free', 'payPerReport', 'gold']) {
      const response = await startTrial(session, plan);
      expect(response.statusCode, plan).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const visitor = await testApp.app.inject({
      method: 'POST',
      url: '/api/billing/trial',
      payload: { plan: 'starter' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('is in the OpenAPI document', async () => {
    const { paths } = (await testApp.app.inject({ url: '/api/openapi.json' })).json();
    const operation = paths['/api/billing/trial']?.post;
    expect(operation).toBeDefined();
    expect(operation.tags).toEqual(['billing']);
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
    expect(operation.responses['4XX'] ?? operation.responses['4xx']).toBeDefined();
  });
});
