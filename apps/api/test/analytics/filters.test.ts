import { toCalendarDate } from '@app/core/format/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { seedAdminDataSet } from './helpers/admin-data-set';
import { createAnalyticsTestApp, readAnalytics, type SignedIn } from './helpers/analytics-app';

let testApp: TestApp;
let admin: SignedIn;
let alice: SignedIn;

beforeAll(async () => {
  testApp = await createAnalyticsTestApp();
  ({ admin, alice } = await seedAdminDataSet(testApp));
});
afterAll(() => testApp.close());

const range = 'from=2026-01-01&to=2026-02-28';
const readAs = async (session: SignedIn, query: string) => {
  const response = await readAnalytics(testApp, session, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /api/analytics filters', () => {
  it('combines the filters', async () => {
    const high = (await readAs(admin, `${range}&industry=ecommerce&size=startup&risk=high`)).analytics;
    expect(high.totals).toEqual({ assessments: 1, averageScore: 45, companies: 1 });
    expect(high.riskLevels).toContainEqual({ riskLevel: 'high', count: 1 });
    expect(high.topGaps.map((gap: { controlId: string }) => gap.controlId)).toEqual([
      'breachResponse',
      'records',
      'training',
    ]);
    expect(high.topGaps[0].share).toBe(1);
    // r1's two events, and r0's download: r0 is an e-commerce start-up at high risk too.
    expect(high.events).toEqual({ generated: 1, downloaded: 2, emailed: 0 });

    const finance = (await readAs(admin, `${range}&industry=finance&risk=medium`)).analytics;
    expect(finance.totals).toEqual({ assessments: 1, averageScore: 60, companies: 1 });
    expect(finance.bySize).toContainEqual({ size: 'smb', assessments: 1, averageScore: 60 });
    expect(finance.events).toEqual({ generated: 0, downloaded: 0, emailed: 0 });

    const none = (await readAs(admin, `${range}&industry=legal`)).analytics;
    expect(none.totals).toEqual({ assessments: 0, averageScore: null, companies: 0 });
    expect(none.topGaps).toEqual([]);
    expect(none.overTime).toHaveLength(59);
  });

  it('starts at the first completed report and ends today (Sofia) without dates', async () => {
    const { filters, analytics } = await readAs(admin, 'industry=finance');
    expect(filters).toEqual({ from: '2025-12-31', to: toCalendarDate(new Date()), industry: 'finance' });
    expect(analytics.totals.assessments).toBe(2);
    const sinceMarch = (await readAs(admin, 'from=2026-03-01')).analytics;
    expect(sinceMarch.totals).toEqual({ assessments: 1, averageScore: 80, companies: 1 });
    // A range that starts in the future ends on the day it starts, not before it.
    const future = await readAs(admin, 'from=2099-01-01');
    expect(future.filters).toEqual({ from: '2099-01-01', to: '2099-01-01' });
    expect(future.analytics.overTime).toEqual([{ period: '2099-01-01', assessments: 0, averageScore: null }]);
  });
});

describe('GET /api/analytics filters and access', () => {
  it.each([
    ['from=2026-02-30', 'from', 'Please enter a valid date', 'Моля, въведете валидна дата'],
    [
      'from=2026-03-01&to=2026-02-01',
      'to',
      'The end date must not be before the start date',
      'Крайната дата не може да е преди началната',
    ],
    [
      'industry=mining',
      'industry',
      'Please choose one of the available options',
      'Моля, изберете една от предложените възможности',
    ],
    [
      'risk=extreme',
      'risk',
      'Please choose one of the available options',
      'Моля, изберете една от предложените възможности',
    ],
    [
      'size=huge',
      'size',
      'Please choose one of the available options',
      'Моля, изберете една от предложените възможности',
    ],
  ])('refuses %s in both languages', async (query, path, english, bulgarian) => {
    for (const [language, message] of [
      ['en', english],
      ['bg', bulgarian],
    ] as const) {
      const response = await readAnalytics(testApp, admin, query, language);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.issues).toEqual([{ path, message }]);
    }
  });

  it('needs a signed-in user', async () => {
    const response = await readAnalytics(testApp, null, range);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it('gives anyone else their own view only', async () => {
    const { analytics } = await readAs(alice, range);
    expect(analytics.scope).toBe('own');
    expect(analytics).not.toHaveProperty('totals');
    expect(analytics.history.map((entry: { complianceScore: number }) => entry.complianceScore)).toEqual([
      45, 72,
    ]);
  });
});
