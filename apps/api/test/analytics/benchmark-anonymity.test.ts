import type { Industry } from '@app/core/assessment/company';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, workspaceMembers, workspaces } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import {
  createAccount,
  createAnalyticsTestApp,
  insertCompanyUser,
  insertReport,
  readAnalytics,
  type SignedIn,
} from './helpers/analytics-app';

/*
 * The benchmark against someone who makes reports and accounts to learn one company's score: the
 * review's attack (four fake visitors' reports around one real company gave its score to within a
 * point) and its variants. Each test uses an industry of its own, so the groups do not mix.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createAnalyticsTestApp();
});
afterAll(() => testApp.close());

let accounts = 0;
/** A verified account (the attacker's own, or a fake one) with one report of that industry. */
async function companyWithReport(industry: Industry, score: number, options: { verified?: boolean } = {}) {
  accounts += 1;
  const userId = await insertCompanyUser(testApp, `company-${accounts}@example.bg`, options);
  const reportId = await insertReport(testApp, {
    userId,
    industry,
    score,
    createdAt: '2026-05-01T10:00:00Z',
  });
  return { userId, reportId };
}

async function viewer(industry: Industry, score = 50): Promise<SignedIn> {
  accounts += 1;
  const session = await createAccount(testApp, `viewer-${accounts}@example.bg`, { verified: true });
  await insertReport(testApp, {
    userId: session.user.id,
    industry,
    score,
    createdAt: '2026-05-02T10:00:00Z',
  });
  return session;
}

async function benchmarkOf(session: SignedIn) {
  const response = await readAnalytics(testApp, session, 'from=2026-01-01&to=2026-12-31');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().analytics.benchmark;
}

const setScore = (reportId: string, score: number) =>
  testApp.database.db.update(reports).set({ complianceScore: score }).where(eq(reports.id, reportId));

describe('the benchmark against a determined reader', () => {
  it('finding 4: fake visitor reports cannot narrow a company’s score', async () => {
    const industry = 'healthcare';
    // The one real company, and the attacker signed in with a report of the same industry and size.
    await companyWithReport(industry, 55);
    const attacker = await viewer(industry);
    // Four signed-out reports of known scores: before, they made a "group of five" around the company.
    for (const score of [0, 0, 100, 100]) {
      await insertReport(testApp, { industry, score, createdAt: '2026-05-01T11:00:00Z' });
    }
    // Four accounts that never proved their address count no more than visitors.
    for (const score of [0, 0, 100, 100]) await companyWithReport(industry, score, { verified: false });

    const benchmark = await benchmarkOf(attacker);
    expect(benchmark).toMatchObject({ isAvailable: false, medianScore: null });
    expect(JSON.stringify(benchmark)).not.toMatch(/"(averageScore|companies)"/);
  });

  it('finding 4: fake verified accounts learn a company’s score only to its 5-point band', async () => {
    const industry = 'education';
    const victim = await companyWithReport(industry, 55);
    const attacker = await viewer(industry);
    const fakes = await Promise.all([0, 0, 100, 100].map((score) => companyWithReport(industry, score)));

    // The attacker moves the fake scores around the company, as the review did with the average, and
    // reads the benchmark for each setting. Whatever the company's score within 53..57, every reading
    // is the same: nothing finer than the band of 5 points around 55 can be told.
    const settings = [
      [0, 0, 100, 100],
      [0, 0, 100, 102],
      [0, 0, 100, 104],
      [0, 53, 100, 100],
      [0, 54, 56, 100],
      [0, 0, 56, 100],
      [0, 0, 57, 100],
    ];
    const readings = new Map<number, unknown[]>();
    for (const score of [53, 54, 55, 56, 57]) {
      await setScore(victim.reportId, score);
      const seen: unknown[] = [];
      for (const setting of settings) {
        await Promise.all(fakes.map((fake, index) => setScore(fake.reportId, setting[index] ?? 0)));
        seen.push(await benchmarkOf(attacker));
      }
      readings.set(score, seen);
    }
    for (const seen of readings.values()) expect(seen).toEqual(readings.get(55));
    expect(readings.get(55)?.[0]).toEqual({
      industry,
      size: 'startup',
      isAvailable: true,
      medianScore: 55,
      yourScore: 50,
    });
  });

  it('finding 4: the viewer and the viewer’s team are never part of their own group', async () => {
    const industry = 'legal';
    const attacker = await viewer(industry, 90);
    // Four others and the attacker's colleague: the colleague's reports are open to the attacker, so
    // counting them would let a team of five read the one outside company it compares with.
    for (const score of [10, 20, 30, 40]) await companyWithReport(industry, score);
    const colleague = await companyWithReport(industry, 100);
    const [workspace] = await testApp.database.db
      .insert(workspaces)
      .values({ name: 'Екип', createdAt: new Date(), updatedAt: new Date() })
      .returning({ id: workspaces.id });
    if (!workspace) throw new Error('no workspace');
    await testApp.database.db.insert(workspaceMembers).values([
      { workspaceId: workspace.id, userId: attacker.user.id, role: 'owner', joinedAt: new Date() },
      { workspaceId: workspace.id, userId: colleague.userId, role: 'member', joinedAt: new Date() },
    ]);
    expect(await benchmarkOf(attacker)).toMatchObject({ isAvailable: false, medianScore: null });

    // A fifth outside company completes the group: the median of 10, 20, 30, 40, 60 is 30.
    await companyWithReport(industry, 60);
    expect(await benchmarkOf(attacker)).toMatchObject({ isAvailable: true, medianScore: 30, yourScore: 90 });
  });

  it('finding 4: an account counts once, by its latest report, and only in that report’s group', async () => {
    const industry = 'technology';
    const attacker = await viewer(industry);
    const others = await Promise.all([10, 20, 30, 40].map((score) => companyWithReport(industry, score)));
    // One account with five reports is still one company: a group of five needs five accounts.
    const many = await insertCompanyUser(testApp, 'many-reports@example.bg');
    for (const [index, score] of [5, 15, 95, 85, 75].entries()) {
      await insertReport(testApp, {
        userId: many,
        industry,
        score,
        createdAt: `2026-04-0${index + 1}T10:00:00Z`,
      });
    }
    // Its latest report (75) is the one that counts: median of 10, 20, 30, 40, 75 is 30.
    expect(await benchmarkOf(attacker)).toMatchObject({ isAvailable: true, medianScore: 30 });
    // A newer report of another industry moves the account out of this group altogether.
    await insertReport(testApp, {
      userId: many,
      industry: 'finance',
      score: 99,
      createdAt: '2026-06-01T10:00:00Z',
    });
    expect(await benchmarkOf(attacker)).toMatchObject({ isAvailable: false, medianScore: null });
    expect(others).toHaveLength(4);
  });
});
