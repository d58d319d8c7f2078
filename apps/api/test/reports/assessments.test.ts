import { analyseAssessment } from '@app/core/analysis/analyse-assessment';
import { assessmentInputSchema } from '@app/core/assessment/schema';
import { restrictAnalysisToPlan } from '@app/core/plans/plan-view';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportEvents, reports } from '../../src/db/schema';
import { bearer, signUp } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import {
  createReportsTestApp,
  createWebShopAssessment,
  findReportRows,
  newKey,
  setPlan,
  submitAssessment,
} from './helpers/reports-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createReportsTestApp({ ASSESSMENT_VISITOR_LIMIT_PER_HOUR: '3' });
});
afterAll(() => testApp.close());

const countRows = async () =>
  (await testApp.database.db.select({ n: sql<number>`count(*)::int` }).from(reports))[0]?.n ?? 0;

describe('POST /api/assessments', () => {
  it('gives a visitor the free, basic view of the full analysis and a claim token', async () => {
    const payload = createWebShopAssessment({ companyName: 'Видимо ООД' });
    const response = await submitAssessment(testApp, payload, { lang: 'en' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const { report } = body;
    expect(body.claimToken).toMatch(/^[\w-]{43}$/);
    expect(report).toMatchObject({
      status: 'completed',
      language: 'en',
      company: { name: 'Видимо ООД', industry: 'ecommerce', employeeCount: 'startup' },
      email: 'office@shturche.bg',
      canExport: false,
      completedRecommendationIds: [],
    });
    expect(report.analysis.access).toBe('basic');
    expect(report.analysis).not.toHaveProperty('recommendations');
    expect(report.analysis.issues[0]).not.toHaveProperty('recommendationIds');

    // The same numbers the methodology gives for these answers, reduced to the free plan.
    const expected = restrictAnalysisToPlan(
      analyseAssessment(assessmentInputSchema.parse(payload), {
        analysisId: report.id,
        now: new Date(report.analysis.analysedAt),
      }),
      'free',
    );
    expect(report.analysis).toEqual(expected);
    expect(report.complianceScore).toBe(expected.complianceScore);
    expect(report.riskLevel).toBe(expected.riskLevel);
    expect(report.issuesFound).toBe(expected.issuesFound);

    const [row] = await findReportRows(testApp, { companyName: 'Видимо ООД' });
    expect(row).toMatchObject({ userId: null, status: 'completed', attempts: 1, lastError: null });
    // Only the token's hash is stored; the full analysis is kept whatever the plan.
    expect(row?.claimTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.claimTokenHash).not.toContain(body.claimToken);
    expect(row?.analysis?.recommendations.length).toBeGreaterThan(0);
    expect(row?.input).toEqual({ answers: payload.answers, followUps: payload.followUps });
    const events = await testApp.database.db
      .select()
      .from(reportEvents)
      .where(eq(reportEvents.reportId, report.id));
    expect(events.map((event) => event.kind)).toEqual(['generated']);
  });

  it('gives a user on a paid plan the full view, with no claim token', async () => {
    const session = await signUp(testApp.app, { email: 'starter@example.bg' });
    await setPlan(testApp, session.user.id, 'starter');
    const response = await submitAssessment(testApp, createWebShopAssessment(), { session });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.claimToken).toBeUndefined();
    expect(body.report.canExport).toBe(true);
    expect(body.report.analysis.access).toBe('full');
    expect(body.report.analysis.recommendations.length).toBeGreaterThan(0);
    expect(body.report.analysis.roadmap.phases).toHaveLength(3);
    const [row] = await findReportRows(testApp, { userId: session.user.id });
    expect(row?.userId).toBe(session.user.id);
    // The answer is built before the write; reading the report back gives the very same.
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/reports/${body.report.id}`,
      headers: bearer(session.accessToken),
    });
    expect(read.json().report).toEqual(body.report);
  });

  it('uses the user’s earlier reports for the trend', async () => {
    const session = await signUp(testApp.app, { email: 'trend@example.bg' });
    const first = await submitAssessment(testApp, createWebShopAssessment(), { session });
    expect(first.json().report.analysis.access).toBe('basic');
    await setPlan(testApp, session.user.id, 'professional');
    const better = createWebShopAssessment();
    better.answers = {
      ...better.answers,
      hasBreachPlan: 'yes',
      allowsDataRequests: 'yes',
      trainsEmployees: 'yes',
    };
    const second = (await submitAssessment(testApp, better, { session })).json().report;
    expect(second.analysis.trend).toMatchObject({
      direction: 'improving',
      previousScore: first.json().report.complianceScore,
      assessmentsCompared: 2,
    });
  });

  it('answers a repeated Idempotency-Key with the same report (200) and writes one row', async () => {
    const key = newKey();
    const payload = createWebShopAssessment({ companyName: 'Повторено ЕООД' });
    const first = await submitAssessment(testApp, payload, { idempotencyKey: key });
    const again = await submitAssessment(testApp, payload, { idempotencyKey: key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    // The first answer is built before the write, the second is read back: they must not differ.
    expect(again.json().report).toEqual(first.json().report);
    expect(await findReportRows(testApp, { companyName: 'Повторено ЕООД' })).toHaveLength(1);

    // A visitor who repeats never got the first answer: the new claim token replaces the old one.
    expect(again.json().claimToken).not.toBe(first.json().claimToken);
    const claimer = await signUp(testApp.app, { email: 'repeat-claimer@example.bg' });
    const claim = (claimToken: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/reports/claim',
        headers: bearer(claimer.accessToken),
        payload: { reports: [{ id: first.json().report.id, claimToken }] },
      });
    expect((await claim(first.json().claimToken)).json().claimed).toEqual([]);
    expect((await claim(again.json().claimToken)).json().claimed).toEqual([first.json().report.id]);
  });

  it('analyses again when the key repeats a submission whose analysis did not finish', async () => {
    const key = newKey();
    const payload = createWebShopAssessment({ companyName: 'Прекъснато ООД' });
    const first = (await submitAssessment(testApp, payload, { idempotencyKey: key })).json().report;
    await testApp.database.db
      .update(reports)
      .set({ status: 'failed', analysis: null, lastError: 'Error' })
      .where(eq(reports.id, first.id));
    const again = await submitAssessment(testApp, payload, { idempotencyKey: key });
    expect(again.statusCode).toBe(200);
    expect(again.json().report).toMatchObject({ id: first.id, status: 'completed' });
    const [row] = await findReportRows(testApp, { companyName: 'Прекъснато ООД' });
    expect(row).toMatchObject({ status: 'completed', attempts: 2, lastError: null });
  });

  it('writes one row when the same key arrives twice at once', async () => {
    const key = newKey();
    const payload = createWebShopAssessment({ companyName: 'Едновременно ООД' });
    const responses = await Promise.all([
      submitAssessment(testApp, payload, { idempotencyKey: key }),
      submitAssessment(testApp, payload, { idempotencyKey: key }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(responses.map((response) => response.json().report.id)).size).toBe(1);
    expect(await findReportRows(testApp, { companyName: 'Едновременно ООД' })).toHaveLength(1);
  });

  it('refuses a key used by someone else or for other answers (IDEMPOTENCY_CONFLICT)', async () => {
    const key = newKey();
    const payload = createWebShopAssessment({ companyName: 'Конфликт ООД' });
    expect((await submitAssessment(testApp, payload, { idempotencyKey: key })).statusCode).toBe(201);
    const session = await signUp(testApp.app, { email: 'other-owner@example.bg' });
    const byOther = await submitAssessment(testApp, payload, { idempotencyKey: key, session, lang: 'en' });
    expect(byOther.statusCode).toBe(409);
    expect(byOther.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    const changed = await submitAssessment(
      testApp,
      { ...payload, employeeCount: 'smb' },
      { idempotencyKey: key },
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.message).toBe(
      'Това изпращане вече е използвано за друг доклад. Моля, презаредете страницата и изпратете отново.',
    );
    expect(await findReportRows(testApp, { companyName: 'Конфликт ООД' })).toHaveLength(1);
  });

  it.each([
    ['bg', 'Минимална дължина: 2 знака', 'Това поле е задължително'],
    ['en', 'Minimum length: 2 characters', 'This field is required'],
  ] as const)(
    'rejects invalid input with field messages in %s and writes nothing',
    async (lang, nameText, answerText) => {
      const before = await countRows();
      const payload = createWebShopAssessment({ companyName: 'A' });
      const { trainsEmployees: _missing, ...answers } = payload.answers;
      const response = await submitAssessment(testApp, { ...payload, answers }, { lang });
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues).toEqual(
        expect.arrayContaining([
          { path: 'companyName', message: nameText },
          { path: 'answers.trainsEmployees', message: answerText },
        ]),
      );
      expect(await countRows()).toBe(before);
    },
  );

  it('limits visitors per address and hour', async () => {
    const payload = createWebShopAssessment({ companyName: 'Лимит ООД' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push(
        (await submitAssessment(testApp, payload, { remoteAddress: '203.0.113.9', lang: 'en' })).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await submitAssessment(testApp, payload, { remoteAddress: '203.0.113.9', lang: 'en' });
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address, and a signed-in user at the same address, have budgets of their own.
    expect((await submitAssessment(testApp, payload, { remoteAddress: '203.0.113.10' })).statusCode).toBe(
      201,
    );
    const session = await signUp(testApp.app, { email: 'limited-office@example.bg' });
    expect(
      (await submitAssessment(testApp, payload, { remoteAddress: '203.0.113.9', session })).statusCode,
    ).toBe(201);
  });
});

describe('a failed analysis', () => {
  it('is recorded without personal data and can be retried', async () => {
    const session = await signUp(testApp.app, { email: 'retry@example.bg' });
    const created = (await submitAssessment(testApp, createWebShopAssessment(), { session })).json().report;
    const { db } = testApp.database;
    // A report stored under an older form whose answers no longer fit: the analysis must not guess.
    await db
      .update(reports)
      .set({ status: 'pending', input: { answers: { collectsData: 'maybe' } } as never, analysis: null })
      .where(eq(reports.id, created.id));
    const retry = () =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/reports/${created.id}/retry?lang=en`,
        headers: bearer(session.accessToken),
      });
    const failed = await retry();
    expect(failed.statusCode).toBe(500);
    expect(failed.json().error).toEqual({
      code: 'ANALYSIS_FAILED',
      message: 'Analysis failed. Please try again.',
    });
    const [row] = await db.select().from(reports).where(eq(reports.id, created.id));
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'stored answers do not fit the assessment schema',
    });
    expect(row?.lastError).not.toContain('maybe');
    const listed = await testApp.app.inject({
      url: `/api/reports/${created.id}`,
      headers: bearer(session.accessToken),
    });
    expect(listed.json().report).toMatchObject({ status: 'failed', analysis: null });

    await db
      .update(reports)
      .set({ input: { answers: createWebShopAssessment().answers } })
      .where(eq(reports.id, created.id));
    const fixed = await retry();
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().report.status).toBe('completed');
    const generated = await db
      .select()
      .from(reportEvents)
      .where(and(eq(reportEvents.reportId, created.id), eq(reportEvents.kind, 'generated')));
    expect(generated).toHaveLength(2);
  });
});
