import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentDrafts, reportEvents, reports } from '../../src/db/schema';
import { bearer, signUp, testPassword } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createReport, createReportsTestApp, setPlan } from './helpers/reports-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createReportsTestApp();
});
afterAll(() => testApp.close());

const draft = {
  values: { companyName: 'Следващ ООД', answers: { collectsData: 'no' } },
  step: 2,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const exportAccount = async (accessToken: string) => {
  const response = await testApp.app.inject({ url: '/api/account/export', headers: bearer(accessToken) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const readReport = async (accessToken: string, id: string) => {
  const response = await testApp.app.inject({ url: `/api/reports/${id}`, headers: bearer(accessToken) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('reports in the account’s data rights', () => {
  it('finding 7: a free account’s export holds the analysis its plan shows, not the paid one', async () => {
    const session = await signUp(testApp.app, { email: 'export-free@example.bg' });
    const { report } = await createReport(testApp, session);
    const [exported] = (await exportAccount(session.accessToken)).reports;
    // Exactly the report view's analysis: the score, the risk level and the issues, nothing paid for.
    expect(exported.analysis).toEqual((await readReport(session.accessToken, report.id)).report.analysis);
    expect(exported.analysis.access).toBe('basic');
    for (const paid of ['recommendations', 'roadmap', 'predictions', 'controls', 'riskFactors', 'insights']) {
      expect(exported.analysis).not.toHaveProperty(paid);
    }
    expect(exported.analysis.issues.length).toBeGreaterThan(0);
    for (const issue of exported.analysis.issues) expect(issue).not.toHaveProperty('recommendationIds');

    // The plan at the time of the export decides: after an upgrade the same report is exported in full.
    await setPlan(testApp, session.user.id, 'professional');
    const [upgraded] = (await exportAccount(session.accessToken)).reports;
    expect(upgraded.analysis.access).toBe('full');
    expect(upgraded.analysis.recommendations.length).toBeGreaterThan(0);
    expect(upgraded.analysis).toEqual((await readReport(session.accessToken, report.id)).report.analysis);
  });

  it('are part of the export (Art. 15, 20): what the user gave, and the analysis as the plan shows it', async () => {
    const session = await signUp(testApp.app, { email: 'export-reports@example.bg' });
    const { report } = await createReport(testApp, session);
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/assessment-draft',
      headers: bearer(session.accessToken),
      payload: draft,
    });
    const response = await testApp.app.inject({
      url: '/api/account/export',
      headers: bearer(session.accessToken),
    });
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.assessmentDraft).toEqual(draft);
    expect(data.reports).toHaveLength(1);
    const [exported] = data.reports;
    expect(exported).toMatchObject({
      id: report.id,
      status: 'completed',
      language: 'bg',
      company: { name: 'Онлайн магазин Щурче ЕООД', industry: 'ecommerce', employeeCount: 'startup' },
      email: 'office@shturche.bg',
      answers: { collectsData: 'yes', hasBreachPlan: 'no' },
      followUps: { transferSafeguards: 'no' },
      complianceScore: report.complianceScore,
      riskLevel: report.riskLevel,
      completedAt: expect.any(String),
      events: [{ kind: 'generated', format: null, createdAt: expect.any(String) }],
    });
    // The free plan sees the basic view, and so does its export (finding 7).
    expect(exported.analysis).toMatchObject({ access: 'basic', complianceScore: report.complianceScore });
    expect(exported.analysis).not.toHaveProperty('recommendations');
    expect(JSON.stringify(data)).not.toMatch(/claimToken|claim_token|idempotency/i);
  });

  it('are erased with the account (Art. 17), with their events and the draft', async () => {
    const session = await signUp(testApp.app, { email: 'erase-reports@example.bg' });
    await setPlan(testApp, session.user.id, 'starter');
    const { report } = await createReport(testApp, session);
    await testApp.app.inject({ url: `/api/reports/${report.id}/pdf`, headers: bearer(session.accessToken) });
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/assessment-draft',
      headers: bearer(session.accessToken),
      payload: draft,
    });
    const { db } = testApp.database;
    const count = async () => ({
      reports: (await db.select().from(reports).where(eq(reports.userId, session.user.id))).length,
      events: (await db.select().from(reportEvents).where(eq(reportEvents.reportId, report.id))).length,
      drafts: (await db.select().from(assessmentDrafts).where(eq(assessmentDrafts.userId, session.user.id)))
        .length,
    });
    expect(await count()).toEqual({ reports: 1, events: 2, drafts: 1 });

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(session.accessToken),
      payload: { password: testPassword },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await count()).toEqual({ reports: 0, events: 0, drafts: 0 });
    const [orphans] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reportEvents)
      .where(sql`${reportEvents.reportId} not in (select id from ${reports})`);
    expect(orphans?.n).toBe(0);
  });
});
