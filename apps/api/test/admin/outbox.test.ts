import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmail } from '../../src/modules/mail/outbox';
import type { SignedIn } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createMailTestApp, readOutboxRow } from '../mail/helpers/mail-app';
import { type SmtpSink, startSmtpSink } from '../mail/helpers/smtp-sink';
import { adminEmail, callAs, signInAdmin } from './helpers';

const refusedRecipients = ['nobody@example.bg'];
let sink: SmtpSink;
let testApp: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  sink = await startSmtpSink({ rejectRecipients: refusedRecipients });
  testApp = await createMailTestApp({ SMTP_URL: sink.url, ADMIN_EMAILS: adminEmail });
  admin = await signInAdmin(testApp);
  // The administrator's own verification e-mail leaves first.
  await testApp.app.mailOutbox.runPass();
});
afterAll(async () => {
  await testApp.close();
  await sink.close();
});

const as = (call: Parameters<typeof callAs>[2]) => callAs(testApp.app, admin, call);

/** A message the mail server refuses for good (550): it fails at its first attempt. */
async function enqueueRefusedEmail(): Promise<string> {
  const { id } = await enqueueEmail(testApp.database.db, {
    template: 'contact-acknowledgement',
    to: 'nobody@example.bg',
    language: 'bg',
    data: { name: 'Клиент', subject: 'Въпрос за доклада' },
  });
  await testApp.app.mailOutbox.runPass();
  return id;
}

describe('GET /api/admin/outbox', () => {
  it('lists failed e-mails with the kind of their last error, never their content', async () => {
    const id = await enqueueRefusedEmail();
    const response = await as({ url: '/api/admin/outbox?status=failed' });
    expect(response.statusCode).toBe(200);
    const message = response.json().messages.find((entry: { id: string }) => entry.id === id);
    expect(message).toEqual({
      id,
      template: 'contact-acknowledgement',
      recipient: 'nobody@example.bg',
      language: 'bg',
      status: 'failed',
      attempts: 1,
      lastErrorKind: 'EENVELOPE 550',
      nextAttemptAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // Neither the template data nor the server's reply text travels.
    expect(response.body).not.toContain('Въпрос за доклада');
    expect(response.body).not.toContain('Mailbox unavailable');
  });

  it('lists e-mails waiting to be sent, and only pending or failed ones', async () => {
    const { id } = await enqueueEmail(testApp.database.db, {
      template: 'contact-acknowledgement',
      to: 'waiting@example.bg',
      language: 'en',
      data: { name: 'Client', subject: 'Question' },
    });
    const pending = await as({ url: '/api/admin/outbox?status=pending' });
    expect(pending.json().messages).toEqual([
      expect.objectContaining({ id, status: 'pending', attempts: 0, lastErrorKind: null }),
    ]);
    const sent = await as({ url: '/api/admin/outbox?status=sent' });
    expect(sent.statusCode).toBe(400);
    await testApp.app.mailOutbox.runPass();
  });
});

describe('POST /api/admin/outbox/:id/retry', () => {
  it('queues a failed e-mail again, records it, and the worker sends it', async () => {
    const id = await enqueueRefusedEmail();
    refusedRecipients.length = 0; // The mailbox exists now.
    try {
      const response = await as({ method: 'POST', url: `/api/admin/outbox/${id}/retry` });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toMatchObject({ id, status: 'pending', attempts: 0 });

      const audit = await as({ url: `/api/admin/audit?targetId=${id}` });
      expect(audit.json().entries).toEqual([
        expect.objectContaining({
          action: 'email.retried',
          actorEmail: adminEmail,
          targetId: id,
          targetEmail: 'nobody@example.bg',
          before: { status: 'failed', attempts: 1 },
          after: { status: 'pending', attempts: 0 },
        }),
      ]);

      expect(await testApp.app.mailOutbox.runPass()).toMatchObject({ delivered: 1 });
      expect((await readOutboxRow(testApp, id)).status).toBe('sent');
      expect(sink.received.at(-1)?.envelopeTo).toEqual(['nobody@example.bg']);
    } finally {
      refusedRecipients.push('nobody@example.bg');
    }
  });

  it('refuses an e-mail that is not failed (409) and one that does not exist (404), recording nothing', async () => {
    const { id } = await enqueueEmail(testApp.database.db, {
      template: 'contact-acknowledgement',
      to: 'queued@example.bg',
      language: 'bg',
      data: { name: 'Клиент', subject: 'Въпрос' },
    });
    const response = await as({ method: 'POST', url: `/api/admin/outbox/${id}/retry` });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'EMAIL_NOT_FAILED',
      message: 'Only a failed e-mail can be sent again, and this one is no longer failed. Reload the list.',
    });
    const missing = await as({
      method: 'POST',
      url: '/api/admin/outbox/00000000-0000-4000-8000-000000000000/retry',
    });
    expect(missing.statusCode).toBe(404);
    expect((await as({ url: `/api/admin/audit?targetId=${id}` })).json().entries).toEqual([]);
    await testApp.app.mailOutbox.runPass();
  });
});
