import { getMonthPeriod } from '@app/core/plans/usage';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditUsage, reportPurchases, reports, users } from '../../src/db/schema';
import { createReportsHousekeeping } from '../../src/modules/reports/housekeeping';
import { bearer, type SignedIn } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import {
  createReport,
  createReportsTestApp,
  createWebShopAssessment,
  newKey,
  setPlan,
  signUpOnPlan,
  submitAssessment,
} from '../reports/helpers/reports-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createReportsTestApp({ ADMIN_EMAILS: 'quota-admin@example.bg' });
});
afterAll(() => testApp.close());
afterEach(() => {
  vi.useRealTimers();
});

const signUpOn = (plan: Parameters<typeof setPlan>[2], email?: string): Promise<SignedIn> =>
  signUpOnPlan(testApp, plan, email);

const submit = (session: SignedIn, lang: 'bg' | 'en' = 'en', idempotencyKey?: string) =>
  submitAssessment(testApp, createWebShopAssessment(), {
    session,
    lang,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });

const countReports = async (userId: string) =>
  (await testApp.database.db.select().from(reports).where(eq(reports.userId, userId))).length;

/** Sets this month's counter, as if the account had already run `used` audits. */
async function useAudits(userId: string, used: number): Promise<void> {
  const periodStart = getMonthPeriod(new Date()).start;
  await testApp.database.db.insert(auditUsage).values({ accountId: userId, periodStart, used });
}

describe('monthly audit quotas', () => {
  it('Free: the 1st audit of the month is allowed, the 2nd refused in the request’s language, nothing stored', async () => {
    const session = await signUpOn('free');
    expect((await submit(session)).statusCode).toBe(201);

    const refused = await submit(session, 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      error: { code: 'QUOTA_EXCEEDED', message: expect.stringContaining('Free plan includes 1 assessment') },
    });
    const inBulgarian = await submit(session, 'bg');
    expect(inBulgarian.json().error.message).toContain('„Безплатен“ включва 1 оценка на месец');
    expect(await countReports(session.user.id)).toBe(1);
  });

  it('Starter: the 10th audit is allowed and the 11th refused, naming the plans with more', async () => {
    const session = await signUpOn('starter');
    for (let audit = 1; audit <= 10; audit += 1) expect((await submit(session)).statusCode).toBe(201);
    const refused = await submit(session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('Professional includes 50 a month');
    expect(await countReports(session.user.id)).toBe(10);
  });

  it('Professional: the 50th audit is allowed and the 51st refused', async () => {
    const session = await signUpOn('professional');
    await useAudits(session.user.id, 48);
    expect((await submit(session)).statusCode).toBe(201);
    expect((await submit(session)).statusCode).toBe(201);
    const refused = await submit(session);
    expect(refused.json().error).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(refused.json().error.message).toContain('Enterprise includes unlimited');
  });

  it('Enterprise: no limit', async () => {
    const session = await signUpOn('enterprise');
    await useAudits(session.user.id, 10_000);
    expect((await submit(session)).statusCode).toBe(201);
  });

  it('a deleted report gives no audit back; a repeated submission takes none', async () => {
    const session = await signUpOn('free');
    const key = newKey();
    const first = await submit(session, 'en', key);
    expect(first.statusCode).toBe(201);
    expect((await submit(session, 'en', key)).statusCode).toBe(200);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/reports/${first.json().report.id}`,
      headers: bearer(session.accessToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await submit(session)).statusCode).toBe(403);
  });

  it('two requests at once cannot both take the last audit of the month', async () => {
    const session = await signUpOn('starter');
    await useAudits(session.user.id, 9);
    const answers = await Promise.all([submit(session), submit(session), submit(session)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403, 403]);
    expect(await countReports(session.user.id)).toBe(1);
  });

  it('counts by calendar month in Sofia time: a new month gives the audits back', async () => {
    // 23:59 on 30 November in Sofia (UTC+2), then 00:00:30 on 1 December.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T21:59:00Z'));
    const session = await signUpOn('free');
    expect((await submit(session)).statusCode).toBe(201);
    expect((await submit(session)).statusCode).toBe(403);
    vi.setSystemTime(new Date('2026-11-30T22:00:30Z'));
    expect((await submit(session)).statusCode).toBe(201);
    expect((await submit(session)).statusCode).toBe(403);
  });

  it('administrators are counted but never refused', async () => {
    const admin = await signUpOn('free', 'quota-admin@example.bg');
    await testApp.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    expect((await submit(admin)).statusCode).toBe(201);
    expect((await submit(admin)).statusCode).toBe(201);
  });

  it('visitors have no monthly quota (their limit is per address and hour)', async () => {
    const visitor = () => submitAssessment(testApp, createWebShopAssessment());
    expect((await visitor()).statusCode).toBe(201);
    expect((await visitor()).statusCode).toBe(201);
  });
});

describe('pay-per-report', () => {
  const grantCredit = (userId: string) =>
    testApp.database.db.insert(reportPurchases).values({ userId, source: 'admin', createdAt: new Date() });

  it('one bought report allows one audit; another purchase allows another', async () => {
    const session = await signUpOn('payPerReport');
    const refusedWithout = await submit(session);
    expect(refusedWithout.statusCode).toBe(403);
    expect(refusedWithout.json().error.message).toContain('single report has been used');

    await grantCredit(session.user.id);
    const made = await submit(session);
    expect(made.statusCode).toBe(201);
    const [purchase] = await testApp.database.db
      .select()
      .from(reportPurchases)
      .where(eq(reportPurchases.userId, session.user.id));
    expect(purchase).toMatchObject({ reportId: made.json().report.id, usedAt: expect.any(Date) });
    expect((await submit(session)).statusCode).toBe(403);

    await grantCredit(session.user.id);
    expect((await submit(session)).statusCode).toBe(201);
  });

  it('deletes the bought report 30 days after it was made, and only that one', async () => {
    const session = await signUpOn('payPerReport');
    await grantCredit(session.user.id);
    const bought = await createReport(testApp, session);
    await setPlan(testApp, session.user.id, 'starter');
    const other = await createReport(testApp, session);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 29 * 24 * 60 * 60_000);
    await tidyUpReports();
    expect(await countReports(session.user.id)).toBe(2);

    vi.setSystemTime(Date.now() + 2 * 24 * 60 * 60_000);
    await tidyUpReports();
    const left = await testApp.database.db.select().from(reports).where(eq(reports.userId, session.user.id));
    expect(left.map((row) => row.id)).toEqual([other.report.id]);
    expect(left.map((row) => row.id)).not.toContain(bought.report.id);
  });
});

describe('GET /api/reports/usage', () => {
  const readUsage = async (session: SignedIn) =>
    (await testApp.app.inject({ url: '/api/reports/usage', headers: bearer(session.accessToken) })).json()
      .usage;

  it('shows the audits taken this month against the limit; deleting a report changes nothing', async () => {
    const session = await signUpOn('free');
    const { start, end } = getMonthPeriod(new Date());
    expect(await readUsage(session)).toEqual({
      used: 0,
      limit: 1,
      periodStart: start.toISOString(),
      periodEnd: end.toISOString(),
    });
    const { report } = await createReport(testApp, session);
    expect(await readUsage(session)).toMatchObject({ used: 1, limit: 1 });
    await testApp.app.inject({
      method: 'DELETE',
      url: `/api/reports/${report.id}`,
      headers: bearer(session.accessToken),
    });
    expect(await readUsage(session)).toMatchObject({ used: 1, limit: 1 });
    await setPlan(testApp, session.user.id, 'starter');
    expect(await readUsage(session)).toMatchObject({ used: 1, limit: 10 });
    await setPlan(testApp, session.user.id, 'enterprise');
    expect(await readUsage(session)).toMatchObject({ used: 1, limit: null });
  });

  it('for pay-per-report, whether the bought report is still unused', async () => {
    const session = await signUpOn('payPerReport');
    expect(await readUsage(session)).toMatchObject({ used: 1, limit: 1 });
    await testApp.database.db
      .insert(reportPurchases)
      .values({ userId: session.user.id, source: 'admin', createdAt: new Date() });
    expect(await readUsage(session)).toMatchObject({ used: 0, limit: 1 });
  });

  it('needs a signed-in user', async () => {
    expect((await testApp.app.inject({ url: '/api/reports/usage' })).statusCode).toBe(401);
  });
});

/** The scheduled housekeeping, run now (it runs at most once an hour, so through a fresh instance). */
async function tidyUpReports(): Promise<void> {
  await createReportsHousekeeping(testApp.database.db)(new Date());
}
