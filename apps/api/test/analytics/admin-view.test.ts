import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { seedAdminDataSet } from './helpers/admin-data-set';
import { createAnalyticsTestApp, readAnalytics, type SignedIn } from './helpers/analytics-app';

let testApp: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  testApp = await createAnalyticsTestApp();
  ({ admin } = await seedAdminDataSet(testApp));
});
afterAll(() => testApp.close());

const range = 'from=2026-01-01&to=2026-02-28';
const readAs = async (session: SignedIn, query: string) => {
  const response = await readAnalytics(testApp, session, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /api/analytics as an administrator', () => {
  it('computes every aggregate of the range in Sofia days, completed reports only', async () => {
    const { filters, analytics } = await readAs(admin, range);
    expect(filters).toEqual({ from: '2026-01-01', to: '2026-02-28' });
    expect(analytics.scope).toBe('all');
    expect(analytics.bucket).toBe('day');
    // 10, 45, 72, 100, 9, 90, 60: 386 / 7 = 55.14; Alice and Bob count once each, visitors one each.
    expect(analytics.totals).toEqual({ assessments: 7, averageScore: 55.1, companies: 5 });
    expect(analytics.scoreDistribution).toEqual([
      { from: 0, to: 9, count: 1 },
      { from: 10, to: 19, count: 1 },
      { from: 20, to: 29, count: 0 },
      { from: 30, to: 39, count: 0 },
      { from: 40, to: 49, count: 1 },
      { from: 50, to: 59, count: 0 },
      { from: 60, to: 69, count: 1 },
      { from: 70, to: 79, count: 1 },
      { from: 80, to: 89, count: 0 },
      { from: 90, to: 100, count: 2 },
    ]);
    expect(analytics.riskLevels).toEqual([
      { riskLevel: 'low', count: 2 },
      { riskLevel: 'medium', count: 2 },
      { riskLevel: 'high', count: 1 },
      { riskLevel: 'critical', count: 2 },
    ]);
    expect(analytics.topGaps).toEqual([
      { controlId: 'breachResponse', count: 4, share: 4 / 7 },
      { controlId: 'records', count: 3, share: 3 / 7 },
      { controlId: 'training', count: 3, share: 3 / 7 },
      { controlId: 'dpo', count: 2, share: 2 / 7 },
      { controlId: 'security', count: 2, share: 2 / 7 },
    ]);
    expect(analytics.byIndustry).toEqual([
      { industry: 'healthcare', assessments: 2, averageScore: 9.5 },
      { industry: 'finance', assessments: 2, averageScore: 80 },
      { industry: 'ecommerce', assessments: 3, averageScore: 69 },
      { industry: 'technology', assessments: 0, averageScore: null },
      { industry: 'education', assessments: 0, averageScore: null },
      { industry: 'legal', assessments: 0, averageScore: null },
      { industry: 'other', assessments: 0, averageScore: null },
    ]);
    expect(analytics.bySize).toEqual([
      { size: 'startup', assessments: 3, averageScore: 69 },
      { size: 'smb', assessments: 2, averageScore: 80 },
      { size: 'enterprise', assessments: 2, averageScore: 9.5 },
    ]);
    // Event time decides: r0's download counts although r0 itself is older than the range.
    expect(analytics.events).toEqual({ generated: 2, downloaded: 2, emailed: 1 });
  });

  it('has a point for every day, empty ones included, oldest first', async () => {
    const { analytics } = await readAs(admin, range);
    expect(analytics.overTime).toHaveLength(59);
    expect(analytics.overTime[0]).toEqual({ period: '2026-01-01', assessments: 1, averageScore: 10 });
    expect(analytics.overTime[1]).toEqual({ period: '2026-01-02', assessments: 0, averageScore: null });
    const busy = analytics.overTime.filter((point: { assessments: number }) => point.assessments > 0);
    expect(busy).toEqual([
      { period: '2026-01-01', assessments: 1, averageScore: 10 },
      { period: '2026-01-15', assessments: 1, averageScore: 100 },
      { period: '2026-01-20', assessments: 1, averageScore: 9 },
      { period: '2026-01-31', assessments: 1, averageScore: 45 },
      { period: '2026-02-01', assessments: 1, averageScore: 72 },
      { period: '2026-02-10', assessments: 1, averageScore: 90 },
      { period: '2026-02-28', assessments: 1, averageScore: 60 },
    ]);
    expect(analytics.overTime.at(-1).period).toBe('2026-02-28');
  });

  it('groups by weeks from Monday beyond 62 days and by months beyond 366', async () => {
    const weeks = (await readAs(admin, 'from=2025-12-01&to=2026-02-28')).analytics;
    expect(weeks.bucket).toBe('week');
    expect(weeks.overTime).toHaveLength(13);
    expect(weeks.overTime[0].period).toBe('2025-12-01');
    expect(weeks.overTime.filter((point: { assessments: number }) => point.assessments > 0)).toEqual([
      { period: '2025-12-29', assessments: 2, averageScore: 30 },
      { period: '2026-01-12', assessments: 1, averageScore: 100 },
      { period: '2026-01-19', assessments: 1, averageScore: 9 },
      // Saturday 31 January and Sunday 1 February (Sofia) are the same week.
      { period: '2026-01-26', assessments: 2, averageScore: 58.5 },
      { period: '2026-02-09', assessments: 1, averageScore: 90 },
      { period: '2026-02-23', assessments: 1, averageScore: 60 },
    ]);

    const months = (await readAs(admin, 'from=2025-01-01&to=2026-03-31')).analytics;
    expect(months.bucket).toBe('month');
    expect(months.overTime.map((point: { period: string }) => point.period)).toEqual([
      ...Array.from({ length: 12 }, (_, month) => `2025-${String(month + 1).padStart(2, '0')}-01`),
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(months.overTime.slice(-4)).toEqual([
      { period: '2025-12-01', assessments: 1, averageScore: 50 },
      { period: '2026-01-01', assessments: 4, averageScore: 41 },
      { period: '2026-02-01', assessments: 3, averageScore: 74 },
      { period: '2026-03-01', assessments: 1, averageScore: 80 },
    ]);
    expect(months.totals).toEqual({ assessments: 9, averageScore: 57.3, companies: 7 });
  });
});
