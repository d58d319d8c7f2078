import { getMonthPeriod } from '@app/core/plans/usage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditUsage } from '../../src/db/schema';
import { testPassword } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import {
  createReport,
  createReportsTestApp,
  createWebShopAssessment,
  submitAssessment,
} from '../reports/helpers/reports-app';
import { addMember, call, createAccount, readMe } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createReportsTestApp();
});
afterAll(() => testApp.close());

const listIds = async (session: Parameters<typeof readMe>[1]) =>
  (await call(testApp, 'GET', '/api/reports', session))
    .json()
    .reports.map((report: { id: string }) => report.id);

describe('shared reports', () => {
  it('every member reads every member’s reports; changing one stays with its author; outsiders see nothing', async () => {
    const owner = await createAccount(testApp, 'owner', 'starter');
    const member = await addMember(testApp, owner, 'member');
    const outsider = await createAccount(testApp, 'outsider', 'starter');
    const { report: ownersReport } = await createReport(testApp, owner);
    const { report: membersReport } = await createReport(testApp, member);

    expect(await listIds(member)).toEqual(expect.arrayContaining([ownersReport.id, membersReport.id]));
    expect(await listIds(owner)).toEqual(expect.arrayContaining([ownersReport.id, membersReport.id]));
    expect(await listIds(outsider)).toEqual([]);

    const view = await call(testApp, 'GET', `/api/reports/${ownersReport.id}`, member);
    expect(view.statusCode).toBe(200);
    // The member works under the owner's Starter plan: the full report and its PDF.
    expect(view.json().report.canExport).toBe(true);
    const pdf = await call(testApp, 'GET', `/api/reports/${ownersReport.id}/pdf?lang=en`, member);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await call(testApp, 'GET', `/api/reports/${membersReport.id}`, owner)).statusCode).toBe(200);

    expect((await call(testApp, 'GET', `/api/reports/${ownersReport.id}`, outsider)).statusCode).toBe(404);
    expect((await call(testApp, 'GET', `/api/reports/${ownersReport.id}/pdf`, outsider)).statusCode).toBe(
      404,
    );

    // Only the author deletes.
    expect((await call(testApp, 'DELETE', `/api/reports/${ownersReport.id}`, member)).statusCode).toBe(404);
    expect((await call(testApp, 'DELETE', `/api/reports/${membersReport.id}`, owner)).statusCode).toBe(404);
    expect((await call(testApp, 'DELETE', `/api/reports/${membersReport.id}`, member)).statusCode).toBe(200);
    expect(await listIds(owner)).toEqual([ownersReport.id]);
  });
});

describe('the owner’s plan', () => {
  it('members’ assessments take the owner’s monthly audits; a member cannot start a trial', async () => {
    const owner = await createAccount(testApp, 'quota-owner', 'starter');
    const member = await addMember(testApp, owner, 'quota-member');
    await testApp.database.db
      .insert(auditUsage)
      .values({ accountId: owner.user.id, periodStart: getMonthPeriod(new Date()).start, used: 9 });
    expect((await submitAssessment(testApp, createWebShopAssessment(), { session: member })).statusCode).toBe(
      201,
    );
    const refused = await submitAssessment(testApp, createWebShopAssessment(), {
      session: owner,
      lang: 'en',
    });
    expect(refused.json().error.code).toBe('QUOTA_EXCEEDED');
    const usage = await call(testApp, 'GET', '/api/reports/usage', member);
    expect(usage.json().usage).toMatchObject({ used: 10, limit: 10 });

    const trial = await call(testApp, 'POST', '/api/billing/trial?lang=en', member, { plan: 'professional' });
    expect(trial.statusCode).toBe(409);
    expect(trial.json().error.message).toContain('owner chooses the plan');
  });

  it('tells the screens who chooses the plan, and refuses a member’s own purchase', async () => {
    const owner = await createAccount(testApp, 'says-owner', 'professional');
    const member = await addMember(testApp, owner, 'says-member');
    const me = async (session: typeof owner) =>
      (await call(testApp, 'GET', '/api/auth/verify', session)).json().user.worksUnderTeamPlan;
    expect(await me(owner)).toBe(false);
    expect(await me(member)).toBe(true);

    const checkout = await call(testApp, 'POST', '/api/billing/checkout?lang=bg', member, {
      plan: 'enterprise',
      cycle: 'monthly',
    });
    expect(checkout.statusCode).toBe(403);
    expect(checkout.json().error.message).toContain('собственика');
  });
});

describe('leaving, removing and transferring', () => {
  it('the owner removes a member, who is back on their own plan and stops seeing the team’s reports', async () => {
    const owner = await createAccount(testApp, 'owner', 'professional');
    const member = await addMember(testApp, owner, 'removed');
    const { report } = await createReport(testApp, owner);
    expect((await readMe(testApp, member)).plan).toBe('professional');

    const removed = await call(testApp, 'DELETE', `/api/team/members/${member.user.id}?lang=en`, owner);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('The member has been removed from the team.');
    expect((await readMe(testApp, member)).plan).toBe('free');
    expect((await call(testApp, 'GET', `/api/reports/${report.id}`, member)).statusCode).toBe(404);
    expect((await call(testApp, 'GET', '/api/team', owner)).json().team.members).toHaveLength(1);
  });

  it('a member leaves; a member cannot remove others; the owner cannot leave without a transfer', async () => {
    const owner = await createAccount(testApp, 'owner', 'starter');
    const first = await addMember(testApp, owner, 'first');
    const second = await addMember(testApp, owner, 'second');

    const byMember = await call(testApp, 'DELETE', `/api/team/members/${second.user.id}`, first);
    expect(byMember.statusCode).toBe(403);
    const ownerLeaves = await call(testApp, 'DELETE', `/api/team/members/${owner.user.id}?lang=en`, owner);
    expect(ownerLeaves.statusCode).toBe(403);
    expect(ownerLeaves.json().error.message).toMatch(/owner first/);

    const left = await call(testApp, 'DELETE', `/api/team/members/${first.user.id}`, first);
    expect(left.statusCode).toBe(200);
    const team = (await call(testApp, 'GET', '/api/team', owner)).json().team;
    expect(team.members.map((member: { userId: string }) => member.userId)).toEqual([
      owner.user.id,
      second.user.id,
    ]);
    expect((await call(testApp, 'GET', '/api/team', first)).json().team.workspace).toBeNull();
  });

  it('transfers ownership: the member becomes the owner and the workspace takes their plan', async () => {
    const owner = await createAccount(testApp, 'owner', 'professional');
    const member = await addMember(testApp, owner, 'heir', 'starter');

    const byMember = await call(testApp, 'POST', '/api/team/transfer', member, { userId: member.user.id });
    expect(byMember.statusCode).toBe(403);
    const stranger = await createAccount(testApp, 'not-in-team');
    const toStranger = await call(testApp, 'POST', '/api/team/transfer', owner, { userId: stranger.user.id });
    expect(toStranger.statusCode).toBe(404);

    const transferred = await call(testApp, 'POST', '/api/team/transfer', owner, { userId: member.user.id });
    expect(transferred.statusCode, transferred.body).toBe(200);
    expect(transferred.json().team).toMatchObject({ myRole: 'member', limit: 5 });
    const roles = Object.fromEntries(
      transferred.json().team.members.map((row: { userId: string; role: string }) => [row.userId, row.role]),
    );
    expect(roles).toEqual({ [owner.user.id]: 'member', [member.user.id]: 'owner' });
    expect((await readMe(testApp, owner)).plan).toBe('starter');
    expect((await readMe(testApp, member)).permissions).toContain('team:manage');
    // The former owner may leave now.
    expect((await call(testApp, 'DELETE', `/api/team/members/${owner.user.id}`, owner)).statusCode).toBe(200);
    expect((await readMe(testApp, owner)).plan).toBe('professional');
  });

  it('deleting the owner’s account deletes the workspace; members keep their accounts and reports', async () => {
    const owner = await createAccount(testApp, 'owner', 'starter');
    const member = await addMember(testApp, owner, 'survivor');
    const { report } = await createReport(testApp, member);

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { authorization: `Bearer ${owner.accessToken}` },
      payload: { password: testPassword },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const me = await readMe(testApp, member);
    expect(me.plan).toBe('free');
    expect(await listIds(member)).toEqual([report.id]);
    const team = (await call(testApp, 'GET', '/api/team', member)).json().team;
    expect(team).toMatchObject({ workspace: null, myRole: 'owner', used: 1 });
  });
});
