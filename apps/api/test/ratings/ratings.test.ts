import { ratingConsentVersion } from '@app/core/reports/ratings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportRatings, reports } from '../../src/db/schema';
import { bearer, type SignedIn, signUp } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createReport, createReportsTestApp, takeAddress } from '../reports/helpers/reports-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createReportsTestApp();
});
afterAll(() => testApp.close());

const consent = { consent: true, consentVersion: ratingConsentVersion };

type Caller = { session?: SignedIn; claimToken?: string };

function headersOf(caller: Caller) {
  return {
    ...(caller.session ? bearer(caller.session.accessToken) : {}),
    ...(caller.claimToken ? { 'x-claim-token': caller.claimToken } : {}),
  };
}

const rate = (reportId: string, caller: Caller, payload: object) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/reports/${reportId}/rating?lang=en`,
    headers: headersOf(caller),
    remoteAddress: takeAddress(),
    payload,
  });

const readRating = (reportId: string, caller: Caller) =>
  testApp.app.inject({
    url: `/api/reports/${reportId}/rating?lang=en`,
    headers: headersOf(caller),
    remoteAddress: takeAddress(),
  });

describe('rating a report', () => {
  it('lets a visitor rate their report with its claim token, once, and read it back', async () => {
    const { report, claimToken } = await createReport(testApp);
    expect(claimToken).toBeDefined();
    const caller = { claimToken: claimToken ?? '' };
    expect((await readRating(report.id, caller)).json()).toEqual({ success: true, rating: null });

    const rated = await rate(report.id, caller, { rating: 4, ...consent });
    expect(rated.statusCode).toBe(201);
    expect(rated.json()).toEqual({ success: true, rating: { value: 4, createdAt: expect.any(String) } });
    expect((await readRating(report.id, caller)).json().rating).toMatchObject({ value: 4 });
    const [stored] = await testApp.database.db
      .select()
      .from(reportRatings)
      .where(eq(reportRatings.reportId, report.id));
    expect(stored).toMatchObject({ rating: 4, consentTextVersion: ratingConsentVersion });

    const again = await rate(report.id, caller, { rating: 1, ...consent });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'ALREADY_RATED',
      message: 'This report has already been rated: there is one rating per report.',
    });
  });

  it('stores nothing without consent, or with a consent text that is not the current one', async () => {
    const { report, claimToken } = await createReport(testApp);
    const caller = { claimToken: claimToken ?? '' };
    const withoutConsent = await rate(report.id, caller, { rating: 5, consentVersion: ratingConsentVersion });
    expect(withoutConsent.statusCode).toBe(400);
    expect(withoutConsent.json().error.issues).toEqual([
      {
        path: 'consent',
        message: 'Please agree to your rating being stored, or leave the question unanswered',
      },
    ]);
    const refused = await rate(report.id, caller, {
      rating: 5,
      consent: false,
      consentVersion: ratingConsentVersion,
    });
    expect(refused.statusCode).toBe(400);
    const outdated = await rate(report.id, caller, {
      rating: 5,
      consent: true,
      consentVersion: '2020-01-01',
    });
    expect(outdated.statusCode).toBe(400);
    const outOfScale = await rate(report.id, caller, { rating: 6, ...consent });
    expect(outOfScale.json().error.issues).toEqual([
      { path: 'rating', message: 'Please choose a rating from 1 to 5' },
    ]);
    expect(
      await testApp.database.db.select().from(reportRatings).where(eq(reportRatings.reportId, report.id)),
    ).toEqual([]);
  });

  it('does not reveal or rate a report to anyone who cannot show it is theirs', async () => {
    const { report } = await createReport(testApp);
    const stranger = await signUp(testApp.app, { email: 'stranger@example.bg' });
    for (const caller of [
      {},
      { claimToken: 'a-made-up-claim-token-of-some-length' },
      { session: stranger },
    ]) {
      expect((await rate(report.id, caller, { rating: 3, ...consent })).statusCode).toBe(404);
      expect((await readRating(report.id, caller)).statusCode).toBe(404);
    }
    const forged = await testApp.app.inject({
      method: 'POST',
      url: `/api/reports/${report.id}/rating`,
      headers: bearer('not.a.token'),
      payload: { rating: 3, ...consent },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('lets a signed-in user rate their own report, and exports the rating with the account', async () => {
    const owner = await signUp(testApp.app, { email: 'rating-owner@example.bg' });
    const { report } = await createReport(testApp, owner);
    const rated = await rate(report.id, { session: owner }, { rating: 5, ...consent });
    expect(rated.statusCode).toBe(201);

    const exported = await testApp.app.inject({
      url: '/api/account/export',
      headers: bearer(owner.accessToken),
    });
    expect(exported.json().reports[0]).toMatchObject({
      id: report.id,
      rating: { value: 5, consentTextVersion: ratingConsentVersion, createdAt: expect.any(String) },
    });

    // The rating goes with the report.
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/reports/${report.id}`,
      headers: bearer(owner.accessToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await testApp.database.db.select().from(reportRatings).where(eq(reportRatings.reportId, report.id)),
    ).toEqual([]);
  });

  it('withdraws the consent as easily as it was given: the rating is deleted, and may be given again', async () => {
    const { report, claimToken } = await createReport(testApp);
    const caller = { claimToken: claimToken ?? '' };
    expect((await rate(report.id, caller, { rating: 2, ...consent })).statusCode).toBe(201);
    const withdraw = () =>
      testApp.app.inject({
        method: 'DELETE',
        url: `/api/reports/${report.id}/rating?lang=en`,
        headers: headersOf(caller),
        remoteAddress: takeAddress(),
      });
    expect((await withdraw()).json()).toEqual({ success: true });
    expect((await readRating(report.id, caller)).json().rating).toBeNull();
    expect((await withdraw()).statusCode).toBe(404);
    expect((await rate(report.id, caller, { rating: 3, ...consent })).statusCode).toBe(201);
    const stranger = await testApp.app.inject({ method: 'DELETE', url: `/api/reports/${report.id}/rating` });
    expect(stranger.statusCode).toBe(404);
  });

  it('refuses to rate a report that is not completed', async () => {
    const { report, claimToken } = await createReport(testApp);
    await testApp.database.db.update(reports).set({ status: 'failed' }).where(eq(reports.id, report.id));
    const response = await rate(report.id, { claimToken: claimToken ?? '' }, { rating: 2, ...consent });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('REPORT_NOT_READY');
  });
});
