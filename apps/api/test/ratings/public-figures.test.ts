import { randomUUID } from 'node:crypto';
import { minCompaniesAssessed, minRatings } from '@app/core/reports/public-figures';
import { ratingConsentVersion } from '@app/core/reports/ratings';
import { webShopAssessment } from '@app/test-support/web-shop-assessment';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reportRatings, reports } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import { createReportsTestApp } from '../reports/helpers/reports-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createReportsTestApp();
});
afterAll(() => testApp.close());
afterEach(() => {
  vi.useRealTimers();
});

const TEN_MINUTES_MS = 10 * 60_000;

/** Reports as the questionnaire stores them, without running the analysis a hundred times. */
async function insertReports(companyNames: readonly string[], status: 'completed' | 'failed' = 'completed') {
  const now = new Date();
  const rows = companyNames.map((companyName) => ({
    id: randomUUID(),
    status,
    language: 'bg' as const,
    companyName,
    industry: webShopAssessment.industry,
    employeeCount: webShopAssessment.employeeCount,
    input: { answers: webShopAssessment.answers },
    createdAt: now,
    updatedAt: now,
    completedAt: status === 'completed' ? now : null,
  }));
  await testApp.database.db.insert(reports).values(rows);
  return rows.map((row) => row.id);
}

async function insertRatings(reportIds: readonly string[], values: readonly number[]) {
  await testApp.database.db.insert(reportRatings).values(
    reportIds.map((reportId, index) => ({
      reportId,
      rating: values[index % values.length] ?? 5,
      consentTextVersion: ratingConsentVersion,
      createdAt: new Date(),
    })),
  );
}

async function readFigures() {
  const response = await testApp.app.inject({ url: '/api/public-figures' });
  expect(response.statusCode).toBe(200);
  return { figures: response.json().figures, cacheControl: response.headers['cache-control'] };
}

// The clock only moves forward across the tests, as the cache's does.
const realNow = Date.now.bind(Date);
let ahead = 0;
function laterBy(ms: number) {
  ahead += ms;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(realNow() + ahead);
}

describe('GET /api/public-figures', () => {
  it('shows no figure below its threshold, and may be kept by browsers and proxies', async () => {
    expect(await readFigures()).toEqual({
      figures: { companiesAssessed: null, rating: null },
      cacheControl: 'public, max-age=300',
    });
  });

  it('counts distinct companies of completed reports, once there are 100, reading them every 10 minutes', async () => {
    const names = Array.from({ length: minCompaniesAssessed - 1 }, (_, index) => `Фирма ${index} ЕООД`);
    await insertReports(names);
    // The same company written differently, and reports that did not complete, do not add to the count.
    await insertReports(['  фирма 0   ЕООД ', 'ФИРМА 1 ЕООД']);
    await insertReports(['Недовършена ЕООД'], 'failed');
    laterBy(TEN_MINUTES_MS);
    expect((await readFigures()).figures.companiesAssessed).toBeNull();

    await insertReports(['Стотната фирма ООД']);
    // Within ten minutes the answer is the one already read: a page view costs no query.
    expect((await readFigures()).figures.companiesAssessed).toBeNull();
    laterBy(TEN_MINUTES_MS);
    expect((await readFigures()).figures.companiesAssessed).toBe(minCompaniesAssessed);
  });

  it('shows the average rating, to one decimal, and its count once there are 20 ratings', async () => {
    const ids = await insertReports(Array.from({ length: minRatings }, (_, index) => `Оценена ${index} АД`));
    await insertRatings(ids.slice(0, minRatings - 1), [5, 4, 4]);
    laterBy(TEN_MINUTES_MS);
    expect((await readFigures()).figures.rating).toBeNull();

    await insertRatings(ids.slice(minRatings - 1), [4]);
    laterBy(TEN_MINUTES_MS);
    // 19 ratings of 5, 4, 4, ... (7 fives, 12 fours) and one 4: 87 / 20 = 4.35, shown as 4.4.
    expect((await readFigures()).figures.rating).toEqual({ average: 4.4, count: minRatings });
  });
});
