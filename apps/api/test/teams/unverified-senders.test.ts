import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from '../../src/modules/mail/templates/render';
import { bearer, findQueuedEmails, readEmailedToken, type SignedIn } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import {
  createReport,
  createReportsTestApp,
  createWebShopAssessment,
  setPlan,
} from '../reports/helpers/reports-app';
import { call, createAccount, invite } from './helpers';

/*
 * Security review, finding 8: an account that never proved its address could make the server e-mail
 * any address, with text of its choosing (its name, a company name) in the subject line.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createReportsTestApp();
});
afterAll(() => testApp.close());

const lure = 'Your bank account is suspended – verify at http://evil.example';

const sendReport = (session: SignedIn, id: string, email: string, lang = 'en') =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/reports/${id}/email?lang=${lang}`,
    headers: bearer(session.accessToken),
    payload: { email },
  });

async function verify(session: SignedIn) {
  const token = await readEmailedToken(testApp, 'email-verification', session.user.email);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
  });
  expect(response.statusCode).toBe(200);
}

describe('finding 8: unverified accounts can send e-mail to anyone, with attacker text', () => {
  it('finding 8: an account must prove its address before the server e-mails anyone for it', async () => {
    const sender = await createAccount(testApp, 'unverified', 'starter', lure, { verified: false });
    const { report } = await createReport(testApp, sender);

    const invited = await invite(testApp, sender, 'target@example.bg');
    expect(invited.statusCode).toBe(403);
    expect(invited.json().error).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: expect.stringContaining('confirm your e-mail address'),
    });
    const inBulgarian = await invite(testApp, sender, 'target@example.bg', 'bg');
    expect(inBulgarian.json().error.message).toContain('потвърдете имейл адреса си');

    const emailed = await sendReport(sender, report.id, 'target@example.bg');
    expect(emailed.statusCode).toBe(403);
    expect(emailed.json().error.code).toBe('EMAIL_NOT_VERIFIED');
    // Its own address is no better: an unproven address may be someone else's.
    const toItself = await sendReport(sender, report.id, sender.user.email);
    expect(toItself.json().error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(await findQueuedEmails(testApp, 'team-invite', 'target@example.bg')).toEqual([]);
    expect(await findQueuedEmails(testApp, 'report', 'target@example.bg')).toEqual([]);
    expect(await findQueuedEmails(testApp, 'report', sender.user.email)).toEqual([]);

    // Once the address is proven, both work.
    await verify(sender);
    expect((await invite(testApp, sender, 'target@example.bg')).statusCode).toBe(201);
    expect((await sendReport(sender, report.id, 'target@example.bg')).statusCode).toBe(200);
  });

  it('finding 8: the trial needs no proven address, since it e-mails no one', async () => {
    const newcomer = await createAccount(testApp, 'trial', undefined, undefined, { verified: false });
    const trial = await call(testApp, 'POST', '/api/billing/trial', newcomer, { plan: 'starter' });
    expect(trial.statusCode, trial.body).toBe(200);
    expect(trial.json().user).toMatchObject({ plan: 'starter', emailVerified: false });
    // What the trial unlocks that reaches other people still waits for the proof.
    expect((await invite(testApp, newcomer, 'colleague@example.bg')).json().error.code).toBe(
      'EMAIL_NOT_VERIFIED',
    );
  });

  it('finding 8: no name or company name in an e-mail subject', async () => {
    const sender = await createAccount(testApp, 'named', 'starter', lure, { verified: false });
    await verify(sender);
    await setPlan(testApp, sender.user.id, 'starter');
    const { report } = await createReport(
      testApp,
      sender,
      createWebShopAssessment({ companyName: lure.slice(0, 100) }),
    );
    expect((await invite(testApp, sender, 'invited@example.bg')).statusCode).toBe(201);
    expect((await sendReport(sender, report.id, 'reader@example.bg')).statusCode).toBe(200);

    const [invitation] = await findQueuedEmails(testApp, 'team-invite', 'invited@example.bg');
    const [emailedReport] = await findQueuedEmails(testApp, 'report', 'reader@example.bg');
    for (const row of [invitation, emailedReport]) {
      if (!row) throw new Error('an e-mail is missing');
      for (const language of ['bg', 'en'] as const) {
        const rendered = renderEmail(row.template as 'report' | 'team-invite', language, row.data, {
          publicUrl: 'https://gdpr.example.bg',
        });
        expect(rendered.subject).not.toContain('evil.example');
        expect(rendered.subject).not.toContain('bank');
        // The body still says who sent it, escaped, as the recipient needs to know.
        expect(rendered.text).toContain('evil.example');
      }
    }
  });
});
