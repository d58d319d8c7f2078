import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportEvents, reports } from '../../src/db/schema';
import { bearer, type SignedIn, signUp } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createReport, createReportsTestApp, createWebShopAssessment, setPlan } from './helpers/reports-app';

let testApp: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  testApp = await createReportsTestApp();
  owner = await signUp(testApp.app, { email: 'owner@example.bg' });
  stranger = await signUp(testApp.app, { email: 'stranger@example.bg' });
  // The owner makes several reports: more audits a month than the free plan's one.
  await setPlan(testApp, owner.user.id, 'starter');
});
afterAll(() => testApp.close());

const call = (method: 'GET' | 'DELETE' | 'POST' | 'PUT', url: string, session?: SignedIn, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: session ? bearer(session.accessToken) : {},
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

describe('GET /api/reports', () => {
  it('lists only the user’s reports, newest first, without analyses', async () => {
    const user = await signUp(testApp.app, { email: 'history@example.bg' });
    await setPlan(testApp, user.user.id, 'starter');
    const older = await createReport(testApp, user, createWebShopAssessment({ companyName: 'Първи ООД' }));
    const newer = await createReport(testApp, user, createWebShopAssessment({ companyName: 'Втори ООД' }));
    await createReport(testApp, stranger);
    const response = await call('GET', '/api/reports', user);
    expect(response.statusCode).toBe(200);
    const listed = response.json().reports;
    expect(listed.map((report: { id: string }) => report.id)).toEqual([newer.report.id, older.report.id]);
    expect(listed[0]).toEqual({
      id: newer.report.id,
      status: 'completed',
      language: 'bg',
      company: { name: 'Втори ООД', industry: 'ecommerce', employeeCount: 'startup' },
      complianceScore: expect.any(Number),
      riskLevel: expect.any(String),
      issuesFound: expect.any(Number),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await call('GET', '/api/reports')).statusCode).toBe(401);
  });
});

describe('GET /api/reports/:id', () => {
  it('shows the owner the report reduced to the current plan', async () => {
    await setPlan(testApp, owner.user.id, 'free');
    const { report } = await createReport(testApp, owner);
    const basic = (await call('GET', `/api/reports/${report.id}`, owner)).json().report;
    expect(basic.analysis.access).toBe('basic');
    // An upgrade shows the whole stored analysis without a new assessment.
    await setPlan(testApp, owner.user.id, 'starter');
    const full = (await call('GET', `/api/reports/${report.id}`, owner)).json().report;
    expect(full.analysis.access).toBe('full');
    expect(full.canExport).toBe(true);
    expect(full.analysis.complianceScore).toBe(basic.analysis.complianceScore);
  });

  it('answers 404 for another user’s report and for an unknown id alike', async () => {
    const { report } = await createReport(testApp, owner);
    const theirs = await call('GET', `/api/reports/${report.id}?lang=en`, stranger);
    const unknown = await call('GET', '/api/reports/00000000-0000-4000-8000-000000000000?lang=en', stranger);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json().error.code).toBe('NOT_FOUND');
    expect((await call('GET', '/api/reports/not-a-uuid', owner)).statusCode).toBe(400);
    for (const [method, path] of [
      ['DELETE', ''],
      ['POST', '/retry'],
      ['GET', '/pdf'],
    ] as const) {
      expect((await call(method, `/api/reports/${report.id}${path}`, stranger)).statusCode, path).toBe(
        path === '/pdf' ? 403 : 404,
      );
    }
  });
});

describe('DELETE /api/reports/:id', () => {
  it('deletes the report and its events', async () => {
    const { report } = await createReport(testApp, owner);
    expect((await call('DELETE', `/api/reports/${report.id}`, stranger)).statusCode).toBe(404);
    const response = await call('DELETE', `/api/reports/${report.id}`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await call('GET', `/api/reports/${report.id}`, owner)).statusCode).toBe(404);
    const { db } = testApp.database;
    expect(await db.select().from(reports).where(eq(reports.id, report.id))).toHaveLength(0);
    expect(await db.select().from(reportEvents).where(eq(reportEvents.reportId, report.id))).toHaveLength(0);
    expect((await call('DELETE', `/api/reports/${report.id}`, owner)).statusCode).toBe(404);
  });
});

describe('POST /api/reports/:id/retry', () => {
  it('returns a completed report as it is, without a new analysis', async () => {
    const { report } = await createReport(testApp, owner);
    const response = await call('POST', `/api/reports/${report.id}/retry`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json().report.analysis.analysedAt).toBe(report.analysis?.analysedAt);
    const [row] = await testApp.database.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row?.attempts).toBe(1);
  });
});

describe('PUT /api/reports/:id/progress', () => {
  it('marks recommendations of the analysis done and not done', async () => {
    const user = await signUp(testApp.app, { email: 'progress@example.bg' });
    await setPlan(testApp, user.user.id, 'professional');
    const { report } = await createReport(testApp, user);
    if (report.analysis?.access !== 'full') throw new Error('a paid plan sees the full analysis');
    const [first, second] = report.analysis.recommendations;
    if (!first || !second) throw new Error('the web shop needs at least two recommendations');
    const mark = (recommendationId: string, done: boolean, lang = 'bg') =>
      call('PUT', `/api/reports/${report.id}/progress?lang=${lang}`, user, { recommendationId, done });

    // Two changes at once both stay: each is one statement, not a read and a write.
    await Promise.all([mark(first.id, true), mark(second.id, true)]);
    expect((await mark(first.id, true)).json().report.completedRecommendationIds.sort()).toEqual(
      [first.id, second.id].sort(),
    );
    const undone = await mark(first.id, false);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().report.completedRecommendationIds).toEqual([second.id]);

    const unknown = await mark('not-a-recommendation', true, 'en');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION_FAILED');
    expect(
      (
        await call('PUT', `/api/reports/${report.id}/progress`, stranger, {
          recommendationId: first.id,
          done: true,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/reports/claim', () => {
  it('moves a visitor’s report into the account with the right token only, once', async () => {
    const mine = await createReport(testApp);
    const other = await createReport(testApp);
    const claimer = await signUp(testApp.app, { email: 'claimer@example.bg' });
    const claim = (session: SignedIn, items: Array<{ id: string; claimToken: string }>) =>
      call('POST', '/api/reports/claim', session, { reports: items });

    const response = await claim(claimer, [
      { id: mine.report.id, claimToken: mine.claimToken ?? '' },
      { id: other.report.id, claimToken: mine.claimToken ?? '' },
      { id: '00000000-0000-4000-8000-000000000000', claimToken: mine.claimToken ?? '' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, claimed: [mine.report.id] });
    expect((await call('GET', `/api/reports/${mine.report.id}`, claimer)).statusCode).toBe(200);
    expect((await call('GET', `/api/reports/${other.report.id}`, claimer)).statusCode).toBe(404);

    // The token is spent: nobody can take the report out of the account with it.
    expect(
      (await claim(stranger, [{ id: mine.report.id, claimToken: mine.claimToken ?? '' }])).json().claimed,
    ).toEqual([]);
    const [row] = await testApp.database.db.select().from(reports).where(eq(reports.id, mine.report.id));
    expect(row).toMatchObject({ userId: claimer.user.id, claimTokenHash: null });

    expect((await claim(claimer, [])).statusCode).toBe(400);
    const anonymous = await call('POST', '/api/reports/claim', undefined, {
      reports: [{ id: other.report.id, claimToken: other.claimToken ?? '' }],
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
