import { getMonthPeriod } from '@app/core/plans/usage';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../src/db/schema';
import { bearer, signUp } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createReport, createReportsTestApp, setPlan } from './helpers/reports-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createReportsTestApp();
});
afterAll(() => testApp.close());

const readUsage = async (accessToken: string) =>
  testApp.app.inject({ url: '/api/reports/usage', headers: bearer(accessToken) });

describe('GET /api/reports/usage', () => {
  it('counts this calendar month’s assessments in Sofia time against the plan’s limit', async () => {
    const session = await signUp(testApp.app, { email: 'usage@example.bg' });
    const { start, end } = getMonthPeriod(new Date());
    expect((await readUsage(session.accessToken)).json()).toEqual({
      success: true,
      usage: { used: 0, limit: 1, periodStart: start.toISOString(), periodEnd: end.toISOString() },
    });

    const inMonth = await createReport(testApp, session);
    const lastMonth = await createReport(testApp, session);
    await createReport(testApp, session);
    // One a second before the month began (Sofia time) belongs to last month.
    await testApp.database.db
      .update(reports)
      .set({ createdAt: new Date(start.getTime() - 1000) })
      .where(eq(reports.id, lastMonth.report.id));
    await testApp.database.db
      .update(reports)
      .set({ createdAt: start })
      .where(eq(reports.id, inMonth.report.id));
    expect((await readUsage(session.accessToken)).json().usage).toMatchObject({ used: 2, limit: 1 });

    // Someone else's reports never count; the limit follows the plan.
    await createReport(testApp, await signUp(testApp.app, { email: 'other-usage@example.bg' }));
    await setPlan(testApp, session.user.id, 'starter');
    expect((await readUsage(session.accessToken)).json().usage).toMatchObject({ used: 2, limit: 10 });
    await setPlan(testApp, session.user.id, 'enterprise');
    expect((await readUsage(session.accessToken)).json().usage).toMatchObject({ used: 2, limit: null });
  });

  it('needs a signed-in user', async () => {
    expect((await testApp.app.inject({ url: '/api/reports/usage' })).statusCode).toBe(401);
  });
});
