import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import {
  createAccount,
  createAnalyticsTestApp,
  insertReport,
  readAnalytics,
  readExport,
  type SignedIn,
} from './helpers/analytics-app';

let testApp: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  testApp = await createAnalyticsTestApp();
  admin = await createAccount(testApp, 'range-admin@example.bg', { role: 'admin', plan: 'enterprise' });
  await insertReport(testApp, { createdAt: '2019-03-01T10:00:00Z' });
});
afterAll(() => testApp.close());

describe('the analytics date range is bounded', () => {
  it.each([
    ['from=0001-01-01&to=9999-12-31', 'from', 'Dates start on 25 May 2018, when the GDPR began to apply'],
    ['from=2018-05-24', 'from', 'Dates start on 25 May 2018, when the GDPR began to apply'],
    ['to=2018-05-24', 'to', 'Dates start on 25 May 2018, when the GDPR began to apply'],
    ['from=2019-01-01&to=2024-01-01', 'to', 'The range may span at most 5 years'],
    ['from=2030-01-01&to=9999-12-31', 'to', 'The range may span at most 5 years'],
  ])('admin analytics date range: refuses %s with 400 in both languages', async (query, path, english) => {
    const response = await readAnalytics(testApp, admin, query, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.issues).toContainEqual({ path, message: english });
    const bulgarian = await readAnalytics(testApp, admin, query, 'bg');
    expect(bulgarian.statusCode).toBe(400);
    const messages = bulgarian.json().error.issues.map((issue: { message: string }) => issue.message);
    expect(messages.some((message: string) => /25 май 2018|5 години/.test(message))).toBe(true);
    const exported = await readExport(testApp, admin, `${query}&format=json`);
    expect(exported.statusCode).toBe(400);
  });

  it('admin analytics date range: accepts five years and the first day of the GDPR', async () => {
    const response = await readAnalytics(testApp, admin, 'from=2018-05-25&to=2023-05-24');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().analytics.totals.assessments).toBe(1);
  });

  it('admin analytics date range: an open end stays within five years, and the answer stays small', async () => {
    const started = performance.now();
    const farEnd = await readAnalytics(testApp, admin, 'to=9999-12-31');
    expect(farEnd.statusCode, farEnd.body).toBe(200);
    expect(farEnd.json().filters).toEqual({ from: '9995-01-01', to: '9999-12-31' });
    expect(farEnd.json().analytics.overTime.length).toBeLessThanOrEqual(61);
    expect(farEnd.body.length).toBeLessThan(20_000);
    expect(performance.now() - started).toBeLessThan(2_000);

    const earlyStart = await readAnalytics(testApp, admin, 'from=2018-06-01');
    expect(earlyStart.statusCode, earlyStart.body).toBe(200);
    expect(earlyStart.json().filters).toEqual({ from: '2018-06-01', to: '2023-05-31' });
  });
});
