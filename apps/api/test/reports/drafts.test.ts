import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedIn, signUp } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createReportsTestApp, createWebShopAssessment, submitAssessment } from './helpers/reports-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createReportsTestApp();
});
afterAll(() => testApp.close());

const draftAt = (updatedAt: string, companyName: string, step = 1) => ({
  values: { companyName, industry: 'healthcare', answers: { collectsData: 'yes' } },
  step,
  updatedAt,
});

const request = (method: 'GET' | 'PUT' | 'DELETE', session?: SignedIn, payload?: object) =>
  testApp.app.inject({
    method,
    url: '/api/assessment-draft',
    headers: session ? bearer(session.accessToken) : {},
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

describe('/api/assessment-draft', () => {
  it('keeps the copy changed last, and answers with the kept one', async () => {
    const session = await signUp(testApp.app, { email: 'drafter@example.bg' });
    expect((await request('GET', session)).json()).toEqual({ success: true, draft: null });

    const laptop = draftAt('2026-11-20T10:00:00.000Z', 'Клиника Здраве');
    expect((await request('PUT', session, laptop)).json()).toEqual({ success: true, draft: laptop });

    // A phone that was offline sends an older copy: the account keeps the newer one, so the phone adopts it.
    const stale = await request('PUT', session, draftAt('2026-11-20T09:00:00.000Z', 'Клиника'));
    expect(stale.statusCode).toBe(200);
    expect(stale.json().draft).toEqual(laptop);

    const newer = draftAt('2026-11-20T11:00:00.000Z', 'Клиника Здраве ООД', 2);
    expect((await request('PUT', session, newer)).json().draft).toEqual(newer);
    expect((await request('GET', session)).json().draft).toEqual(newer);

    expect((await request('DELETE', session)).json()).toEqual({ success: true, draft: null });
    expect((await request('GET', session)).json().draft).toBeNull();
  });

  it('is cleared by a successful submission, not by a failed one', async () => {
    const session = await signUp(testApp.app, { email: 'submitter@example.bg' });
    const draft = draftAt('2026-11-20T10:00:00.000Z', 'Онлайн магазин');
    await request('PUT', session, draft);
    const invalid = await submitAssessment(
      testApp,
      { ...createWebShopAssessment(), answers: {} },
      { session },
    );
    expect(invalid.statusCode).toBe(400);
    expect((await request('GET', session)).json().draft).toEqual(draft);

    expect((await submitAssessment(testApp, createWebShopAssessment(), { session })).statusCode).toBe(201);
    expect((await request('GET', session)).json().draft).toBeNull();
  });

  it('checks shapes, and needs a signed-in user', async () => {
    const session = await signUp(testApp.app, { email: 'shapes@example.bg' });
    const wrongStep = await request('PUT', session, { ...draftAt('2026-11-20T10:00:00.000Z', 'X'), step: 9 });
    expect(wrongStep.statusCode).toBe(400);
    const wrongAnswer = await request('PUT', session, {
      ...draftAt('2026-11-20T10:00:00.000Z', 'X'),
      values: { answers: { collectsData: 'maybe' } },
    });
    expect(wrongAnswer.statusCode).toBe(400);
    expect((await request('GET')).statusCode).toBe(401);
  });
});

describe('/api/assessment-draft with what the form sends', () => {
  it('keeps the follow-ups, the empty choices and the exact headcount of a draft', async () => {
    const session = await signUp(testApp.app, { email: 'form-drafter@example.bg' });
    const draft = {
      values: {
        companyName: 'Зелена аптека',
        industry: '',
        specifyIndustry: '',
        employeeCount: 'startup',
        headcount: '49',
        email: '',
        answers: { usesConsent: 'no' },
        followUps: { reliesOnConsent: 'no', cctvRules: 'not_applicable' },
      },
      step: 1,
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    const saved = await request('PUT', session, draft);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().draft).toEqual(draft);
    expect((await request('GET', session)).json().draft).toEqual(draft);
  });
});
