import { getMonthPeriod } from '@app/core/plans/usage';
import type { CreateAssessmentResponse } from '@app/core/reports/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditUsage, reportPurchases, reports, users } from '../../src/db/schema';
import { bearer, type SignedIn } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import {
  createReport,
  createReportsTestApp,
  createWebShopAssessment,
  type setPlan,
  signUpOnPlan,
  submitAssessment,
} from '../reports/helpers/reports-app';
import { addMember, createAccount } from '../teams/helpers';

/*
 * A report made while signed out and moved into an account takes an audit of the account's plan, as one
 * made in the account does (docs/product-decisions.md, Plans and quotas): otherwise signing out would be
 * the way round the Free plan's one assessment a month.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createReportsTestApp({ ADMIN_EMAILS: 'claims-admin@example.bg' });
});
afterAll(() => testApp.close());
afterEach(() => {
  vi.useRealTimers();
});

const signUpOn = (plan: Parameters<typeof setPlan>[2], email?: string): Promise<SignedIn> =>
  signUpOnPlan(testApp, plan, email);

const visitorReport = () => createReport(testApp);

function claim(session: SignedIn, made: CreateAssessmentResponse[], lang: 'bg' | 'en' = 'en') {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/reports/claim?lang=${lang}`,
    headers: bearer(session.accessToken),
    payload: { reports: made.map((item) => ({ id: item.report.id, claimToken: item.claimToken ?? '' })) },
  });
}

const submit = (session: SignedIn) =>
  submitAssessment(testApp, createWebShopAssessment(), { session, lang: 'en' });

async function readUsed(accountId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ used: auditUsage.used })
    .from(auditUsage)
    .where(eq(auditUsage.accountId, accountId));
  return row?.used ?? 0;
}

async function ownerOf(reportId: string): Promise<string | null | undefined> {
  const [row] = await testApp.database.db
    .select({ userId: reports.userId })
    .from(reports)
    .where(eq(reports.id, reportId));
  return row?.userId;
}

/** Sets this month's counter, as if the account had already run `used` audits. */
async function useAudits(accountId: string, used: number): Promise<void> {
  const periodStart = getMonthPeriod(new Date()).start;
  await testApp.database.db.insert(auditUsage).values({ accountId, periodStart, used });
}

describe('claiming reports made while signed out', () => {
  it('Free: the claimed report is the month’s audit, so a new assessment is refused afterwards', async () => {
    const session = await signUpOn('free');
    const made = await visitorReport();
    const response = await claim(session, [made]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, claimed: [made.report.id] });
    expect(await readUsed(session.user.id)).toBe(1);
    expect(await ownerOf(made.report.id)).toBe(session.user.id);

    const refused = await submit(session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('QUOTA_EXCEEDED');
  });

  it('Free, month used: refused in the request’s language, the report stays claimable; next month it goes in', async () => {
    // 23:57 on 30 November in Sofia (UTC+2), then 00:00:30 on 1 December (within the token's life).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T21:57:00Z'));
    const session = await signUpOn('free');
    expect((await submit(session)).statusCode).toBe(201);
    const made = await visitorReport();

    const refused = await claim(session, [made], 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      error: {
        code: 'QUOTA_EXCEEDED',
        message: expect.stringContaining('Reports not added stay in this browser'),
      },
    });
    const inBulgarian = await claim(session, [made], 'bg');
    expect(inBulgarian.json().error.message).toContain('Недобавените доклади остават в този браузър');
    const [row] = await testApp.database.db.select().from(reports).where(eq(reports.id, made.report.id));
    expect(row).toMatchObject({ userId: null, claimTokenHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await readUsed(session.user.id)).toBe(1);

    vi.setSystemTime(new Date('2026-11-30T22:00:30Z'));
    const nextMonth = await claim(session, [made]);
    expect(nextMonth.json()).toEqual({ success: true, claimed: [made.report.id] });
    expect((await submit(session)).statusCode).toBe(403);
  });

  it('moves as many as the month has audits for, in the order given; the rest are named and stay', async () => {
    const session = await signUpOn('free');
    const made = [await visitorReport(), await visitorReport(), await visitorReport()];
    const response = await claim(session, made, 'en');
    expect(response.statusCode).toBe(200);
    const [first, ...rest] = made.map((item) => item.report.id);
    expect(response.json()).toEqual({
      success: true,
      claimed: [first],
      quotaExceeded: {
        reportIds: rest,
        message: expect.stringContaining('Reports not added stay in this browser'),
      },
    });
    expect(await ownerOf(first ?? '')).toBe(session.user.id);
    for (const id of rest) expect(await ownerOf(id)).toBeNull();
    expect(await readUsed(session.user.id)).toBe(1);
  });

  it('Starter: a claim takes the 10th audit, not an 11th', async () => {
    const session = await signUpOn('starter');
    await useAudits(session.user.id, 9);
    const made = [await visitorReport(), await visitorReport()];
    const response = await claim(session, made);
    expect(response.json().claimed).toEqual([made[0]?.report.id]);
    expect(response.json().quotaExceeded.reportIds).toEqual([made[1]?.report.id]);
    expect(await readUsed(session.user.id)).toBe(10);
  });

  it('wrong tokens, unknown ids and repeats take no audit', async () => {
    const session = await signUpOn('free');
    const made = await visitorReport();
    const other = await visitorReport();
    const wrongToken = { ...other, claimToken: made.claimToken ?? '' };
    const response = await claim(session, [wrongToken, made, made]);
    expect(response.json()).toEqual({ success: true, claimed: [made.report.id] });
    expect(await readUsed(session.user.id)).toBe(1);
    // Claimed already: nothing to move, nothing to count, no refusal.
    expect((await claim(session, [made])).json()).toEqual({ success: true, claimed: [] });
    expect(await readUsed(session.user.id)).toBe(1);
  });

  it('pay-per-report: a claim uses a bought report, kept 30 days like one made with it', async () => {
    const session = await signUpOn('payPerReport');
    const made = await visitorReport();
    expect((await claim(session, [made])).statusCode).toBe(403);

    await testApp.database.db
      .insert(reportPurchases)
      .values({ userId: session.user.id, source: 'admin', createdAt: new Date() });
    expect((await claim(session, [made])).json().claimed).toEqual([made.report.id]);
    const [purchase] = await testApp.database.db
      .select()
      .from(reportPurchases)
      .where(eq(reportPurchases.userId, session.user.id));
    expect(purchase).toMatchObject({ reportId: made.report.id, usedAt: expect.any(Date) });
  });

  it('a team member’s claims count against the owner’s plan', async () => {
    const owner = await createAccount(testApp, 'claims-owner', 'starter');
    const member = await addMember(testApp, owner, 'claims-member');
    await useAudits(owner.user.id, 10);
    const made = await visitorReport();
    const refused = await claim(member, [made]);
    expect(refused.statusCode).toBe(403);
    expect(await ownerOf(made.report.id)).toBeNull();
  });

  it('administrators are counted but never refused', async () => {
    const admin = await signUpOn('free', 'claims-admin@example.bg');
    await testApp.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const made = [await visitorReport(), await visitorReport()];
    expect((await claim(admin, made)).json().claimed).toHaveLength(2);
    expect(await readUsed(admin.user.id)).toBe(2);
  });

  it('two claims at once cannot both take the last audit, nor count one report twice', async () => {
    const session = await signUpOn('free');
    const [one, two] = [await visitorReport(), await visitorReport()];
    const answers = await Promise.all([claim(session, [one]), claim(session, [two])]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    expect(await readUsed(session.user.id)).toBe(1);

    const starter = await signUpOn('starter');
    const same = await visitorReport();
    const twice = await Promise.all([claim(starter, [same]), claim(starter, [same])]);
    expect(twice.flatMap((answer) => answer.json().claimed)).toEqual([same.report.id]);
    expect(await readUsed(starter.user.id)).toBe(1);
  });

  it('shows in the usage the subscription tab and the form read', async () => {
    const session = await signUpOn('free');
    await claim(session, [await visitorReport()]);
    const usage = await testApp.app.inject({
      url: '/api/reports/usage',
      headers: bearer(session.accessToken),
    });
    expect(usage.json().usage).toMatchObject({ used: 1, limit: 1 });
  });
});
