import { riskFactorIds } from '@app/core/analysis/result-ids';
import type { AnalysisResult } from '@app/core/analysis/result-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import {
  createAccount,
  createAnalyticsTestApp,
  insertCompanyUser,
  insertReport,
  readAnalytics,
  type SignedIn,
} from './helpers/analytics-app';

let testApp: TestApp;
let ula: SignedIn;
let vera: SignedIn;
let firstId: string;
let latestId: string;

/** Thirteen factors with known scores: factor i scores `base + i`. */
function analysisWith(
  base: number,
  recommendationIds: string[],
): Pick<AnalysisResult, 'riskFactors' | 'recommendations'> {
  return {
    riskFactors: riskFactorIds.map((id, index) => ({
      id,
      label: { bg: id, en: id },
      score: base + index,
      level: base + index >= 60 ? 'high' : 'medium',
      drivers: [],
    })),
    recommendations: recommendationIds.map((id) => ({ id }) as AnalysisResult['recommendations'][number]),
  };
}

const view = async (session: SignedIn, query: string) => {
  const response = await readAnalytics(testApp, session, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().analytics;
};

/**
 * Ula (Professional) and Vera (Free) run e-commerce start-ups. Besides them the group holds three other
 * verified accounts' reports and, later, Cvetan, whose two reports must count once, as his latest. The
 * attacks on the benchmark are in benchmark-anonymity.test.ts.
 */
beforeAll(async () => {
  testApp = await createAnalyticsTestApp();
  ula = await createAccount(testApp, 'ula@example.bg', { plan: 'professional', verified: true });
  vera = await createAccount(testApp, 'vera@example.bg', { verified: true });
  firstId = await insertReport(testApp, {
    userId: ula.user.id,
    createdAt: '2026-03-10T10:00:00Z',
    score: 40,
    risk: 'high',
    issues: 5,
    analysis: analysisWith(50, ['r1', 'r2', 'r3']),
  });
  latestId = await insertReport(testApp, {
    userId: ula.user.id,
    createdAt: '2026-04-10T10:00:00Z',
    score: 70,
    risk: 'medium',
    issues: 2,
    analysis: analysisWith(20, ['r1', 'r2', 'r3', 'r4']),
    // "gone" is not a recommendation of this analysis, so it is not progress.
    completedRecommendationIds: ['r1', 'r2', 'gone'],
  });
  await insertReport(testApp, { userId: ula.user.id, createdAt: '2026-04-15T10:00:00Z', status: 'failed' });
  // Another industry: in nobody's group here.
  await insertReport(testApp, { createdAt: '2026-03-20T10:00:00Z', industry: 'finance', score: 5 });
  await insertReport(testApp, {
    userId: vera.user.id,
    createdAt: '2026-03-15T10:00:00Z',
    score: 50,
    analysis: analysisWith(30, ['r1']),
  });
  for (const [index, score] of [60, 65, 90].entries()) {
    const userId = await insertCompanyUser(testApp, `company-${index}@example.bg`);
    await insertReport(testApp, { userId, createdAt: `2026-03-1${index + 1}T10:00:00Z`, score });
  }
});
afterAll(() => testApp.close());

const range = 'from=2026-03-01&to=2026-04-30';

describe('GET /api/analytics as a user', () => {
  it('shows the user’s own completed reports, risk factors then and now, and roadmap progress', async () => {
    const analytics = await view(ula, range);
    expect(analytics.scope).toBe('own');
    expect(analytics.history).toEqual([
      {
        reportId: firstId,
        createdAt: '2026-03-10T10:00:00.000Z',
        complianceScore: 40,
        riskLevel: 'high',
        issuesFound: 5,
      },
      {
        reportId: latestId,
        createdAt: '2026-04-10T10:00:00.000Z',
        complianceScore: 70,
        riskLevel: 'medium',
        issuesFound: 2,
      },
    ]);
    expect(analytics.riskFactors.first).toMatchObject({
      reportId: firstId,
      createdAt: '2026-03-10T10:00:00.000Z',
    });
    expect(analytics.riskFactors.first.factors).toHaveLength(13);
    expect(analytics.riskFactors.first.factors[0]).toEqual({ id: 'dataVolume', score: 50, level: 'medium' });
    expect(analytics.riskFactors.first.factors[12]).toEqual({
      id: 'dataSubjectRights',
      score: 62,
      level: 'high',
    });
    expect(analytics.riskFactors.latest.reportId).toBe(latestId);
    expect(analytics.riskFactors.latest.factors[0]).toEqual({ id: 'dataVolume', score: 20, level: 'medium' });
    expect(analytics.roadmap).toEqual({ reportId: latestId, completed: 2, total: 4 });
  });

  it('compares one report with itself, and has nothing without a report in the range', async () => {
    const march = await view(ula, 'from=2026-03-01&to=2026-03-31');
    expect(march.riskFactors.first).toEqual(march.riskFactors.latest);
    expect(march.roadmap).toEqual({ reportId: firstId, completed: 0, total: 3 });
    const empty = await view(ula, 'from=2027-01-01&to=2027-01-31');
    expect(empty).toEqual({ scope: 'own', history: [], riskFactors: null, roadmap: null, benchmark: null });
  });

  it('never shows another user’s reports', async () => {
    const analytics = await view(vera, range);
    expect(analytics.history).toHaveLength(1);
    expect(analytics.history[0].complianceScore).toBe(50);
    expect(JSON.stringify(analytics)).not.toContain(firstId);
    expect(JSON.stringify(analytics)).not.toContain(latestId);
  });

  it('gives a plan with the basic analysis no risk factors or roadmap, as its reports show none', async () => {
    const analytics = await view(vera, range);
    expect(analytics.riskFactors).toBeNull();
    expect(analytics.roadmap).toBeNull();
    expect(analytics.benchmark).toMatchObject({ industry: 'ecommerce', size: 'startup', yourScore: 50 });
  });
});

describe('the benchmark (k-anonymity)', () => {
  it('hides a group of four other companies, the figure included, and never gives the group’s size', async () => {
    // Vera and three other accounts: four companies. Ula's own two reports are not in her group.
    const analytics = await view(ula, range);
    expect(analytics.benchmark).toEqual({
      industry: 'ecommerce',
      size: 'startup',
      isAvailable: false,
      medianScore: null,
      yourScore: 70,
    });
  });

  it('shows the median of five, rounded to 5 points, each company by its latest report, never the user’s own, the same group whatever the view’s dates and risk level', async () => {
    const cvetan = await insertCompanyUser(testApp, 'cvetan@example.bg');
    await insertReport(testApp, { userId: cvetan, createdAt: '2026-03-02T10:00:00Z', score: 20 });
    await insertReport(testApp, { userId: cvetan, createdAt: '2026-04-02T10:00:00Z', score: 100 });
    // Vera 50, the others 60, 65, 90, Cvetan's latest 100: the median is 65.
    expect((await view(ula, range)).benchmark).toEqual({
      industry: 'ecommerce',
      size: 'startup',
      isAvailable: true,
      medianScore: 65,
      yourScore: 70,
    });
    // Vera's group has Ula (her latest, 70) instead of Vera: 60, 65, 70, 90, 100, so 70.
    expect((await view(vera, range)).benchmark).toMatchObject({ isAvailable: true, medianScore: 70 });

    // The group does not follow the view's dates or risk level: two overlapping ranges must not give
    // two figures whose difference tells about one company. The user's own score does follow the view.
    const fixedGroup = { isAvailable: true, medianScore: 65 };
    expect((await view(ula, 'from=2026-03-12&to=2026-04-30')).benchmark).toMatchObject({
      ...fixedGroup,
      yourScore: 70,
    });
    expect((await view(ula, 'from=2026-03-01&to=2026-03-31')).benchmark).toMatchObject({
      ...fixedGroup,
      yourScore: 40,
    });
    expect((await view(ula, `${range}&risk=medium`)).benchmark).toMatchObject(fixedGroup);
    // A sixth company scoring 71: the median of six is (65 + 71) / 2 = 68, shown as 70.
    const sixth = await insertCompanyUser(testApp, 'sixth@example.bg');
    await insertReport(testApp, { userId: sixth, createdAt: '2026-04-20T10:00:00Z', score: 71 });
    expect((await view(ula, range)).benchmark).toMatchObject({ isAvailable: true, medianScore: 70 });
  });
});
