import { rm } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWorkDir,
  extractPdfText,
  writeFileIn,
} from '../../../../packages/documents/test/helpers/tools';
import { emailOutboxAttachments, reportEvents } from '../../src/db/schema';
import { bearer, findQueuedEmails, readEmailedToken, type SignedIn, signUp } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { type SmtpSink, startSmtpSink } from '../mail/helpers/smtp-sink';
import { createReport, createReportsTestApp, setPlan } from './helpers/reports-app';

let testApp: TestApp;
let sink: SmtpSink;
let freeUser: SignedIn;
let starterUser: SignedIn;
let workDir: string;
beforeAll(async () => {
  sink = await startSmtpSink();
  testApp = await createReportsTestApp({ SMTP_URL: sink.url });
  freeUser = await signUp(testApp.app, { email: 'free-mail@example.bg' });
  starterUser = await signUp(testApp.app, { email: 'starter-mail@example.bg' });
  await setPlan(testApp, starterUser.user.id, 'starter');
  // Only an account that proved its address may have reports e-mailed (unverified-senders.test.ts).
  const token = await readEmailedToken(testApp, 'email-verification', 'starter-mail@example.bg');
  await testApp.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  workDir = await createWorkDir();
});
afterAll(async () => {
  await testApp.close();
  await sink.close();
  await rm(workDir, { recursive: true, force: true });
});

const sendByEmail = (id: string, session: SignedIn, payload: object, lang = 'en') =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/reports/${id}/email?lang=${lang}`,
    headers: bearer(session.accessToken),
    payload: payload as Record<string, unknown>,
  });

describe('POST /api/reports/:id/email', () => {
  it.each([
    ['en', {}, 'Please enter an email address to send the report via email'],
    ['en', { email: '   ' }, 'Please enter an email address to send the report via email'],
    ['bg', {}, 'Моля, въведете имейл адрес, за да изпратите доклада по имейл'],
  ])('asks for the address (%s, %j)', async (lang, payload, text) => {
    const { report } = await createReport(testApp, starterUser);
    const response = await sendByEmail(report.id, starterUser, payload, lang);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([{ path: 'email', message: text }]);
  });

  it('answers PLAN_REQUIRED on the free plan and queues nothing', async () => {
    const { report } = await createReport(testApp, freeUser);
    const response = await sendByEmail(report.id, freeUser, { email: 'boss@example.bg' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('PLAN_REQUIRED');
    expect(await findQueuedEmails(testApp, 'report', 'boss@example.bg')).toHaveLength(0);
  });

  it('queues the PDF through the outbox and delivers it in the asked language', async () => {
    const { report } = await createReport(testApp, starterUser);
    const response = await sendByEmail(
      report.id,
      starterUser,
      { email: 'dpo@shturche.bg', language: 'en' },
      'bg',
    );
    expect(response.statusCode).toBe(200);
    // Queued, not yet delivered: the confirmation says no more than that, in the request's language.
    expect(response.json()).toEqual({ success: true, message: 'Изпращаме доклада на dpo@shturche.bg.' });

    const [queued] = await findQueuedEmails(testApp, 'report', 'dpo@shturche.bg');
    expect(queued).toMatchObject({
      language: 'en',
      status: 'pending',
      data: {
        companyName: 'Онлайн магазин Щурче ЕООД',
        score: String(report.complianceScore),
        riskLevel: report.riskLevel,
        reportUrl: `https://gdpr.example.bg/report?id=${report.id}`,
      },
    });
    const attachments = await testApp.database.db
      .select()
      .from(emailOutboxAttachments)
      .where(eq(emailOutboxAttachments.outboxId, queued?.id ?? ''));
    expect(attachments).toHaveLength(1);
    const emailed = await testApp.database.db
      .select()
      .from(reportEvents)
      .where(and(eq(reportEvents.reportId, report.id), eq(reportEvents.kind, 'emailed')));
    expect(emailed).toHaveLength(1);

    await testApp.app.mailOutbox.runPass();
    const delivered = sink.received.find((mail) => mail.envelopeTo.includes('dpo@shturche.bg'));
    if (!delivered) throw new Error('the report e-mail was not delivered');
    expect(delivered.parsed.subject).toBe('GDPR compliance report from GDPR Navigator');
    expect(delivered.parsed.text).toContain(`https://gdpr.example.bg/report?id=${report.id}`);
    const [pdf] = delivered.parsed.attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toMatch(/^GDPR-report-Onlayn-magazin-Shturche-EOOD-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = await extractPdfText(
      await writeFileIn(workDir, 'mailed.pdf', pdf?.content ?? Buffer.alloc(0)),
    );
    expect(text).toContain('GDPR Compliance Report');
    expect(text).toContain('Онлайн магазин Щурче ЕООД');
  });

  it('sends in the report’s language when none is asked for', async () => {
    const { report } = await createReport(testApp, starterUser);
    expect((await sendByEmail(report.id, starterUser, { email: 'owner@shturche.bg' })).statusCode).toBe(200);
    await testApp.app.mailOutbox.runPass();
    const delivered = sink.received.find((mail) => mail.envelopeTo.includes('owner@shturche.bg'));
    expect(delivered?.parsed.subject).toBe('Доклад за съответствие с ОРЗД от GDPR Navigator');
  });
});
