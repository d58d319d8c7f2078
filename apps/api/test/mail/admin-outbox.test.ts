import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmail } from '../../src/modules/mail/outbox';
import type { TestApp } from '../helpers/app';
import { createMailTestApp } from './helpers/mail-app';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink';

const ADMIN = 'admin@gdpr.example.bg';
let sink: SmtpSink;
let testApp: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink({ rejectRecipients: ['nobody@example.bg'] });
  testApp = await createMailTestApp({ SMTP_URL: sink.url, ADMIN_EMAILS: ADMIN });
});
afterAll(async () => {
  await testApp.close();
  await sink.close();
});

/** Signs up, confirms the address with the link the verification e-mail carried, and signs in. */
async function signInVerified(email: string): Promise<string> {
  const password = 'a long enough password';
  const registered = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Администратор', email, password, confirmPassword: password, termsAccepted: true },
  });
  expect(registered.statusCode).toBe(201);
  await testApp.app.mailOutbox.runPass();
  const mail = sink.received.find((entry) => entry.envelopeTo.includes(email));
  const token = /verify-email\?token=([^\s"&<]+)/.exec(mail?.parsed.text ?? '')?.[1];
  expect(token).toBeDefined();
  const verified = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token: decodeURIComponent(token ?? '') },
  });
  expect(verified.statusCode).toBe(200);
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  return login.json().accessToken;
}

describe('GET /api/admin/outbox', () => {
  it('shows an administrator the failed e-mails with their last error and without their content', async () => {
    const adminToken = await signInVerified(ADMIN);
    const { id } = await enqueueEmail(testApp.database.db, {
      template: 'contact-acknowledgement',
      to: 'nobody@example.bg',
      language: 'bg',
      data: { name: 'Клиент', subject: 'Въпрос' },
    });
    // The server refuses the address with 550: no retry can help, so the message fails at once.
    expect(await testApp.app.mailOutbox.runPass()).toMatchObject({ failed: 1 });

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?status=failed',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      messages: [
        {
          id,
          template: 'contact-acknowledgement',
          recipient: 'nobody@example.bg',
          language: 'bg',
          status: 'failed',
          attempts: 1,
          lastError: expect.stringMatching(/^EENVELOPE 550: /),
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ],
    });
  });

  it('is closed to signed-out callers and to users who are not administrators', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
    const userToken = await signInVerified('user@example.bg');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?lang=en',
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });
});
