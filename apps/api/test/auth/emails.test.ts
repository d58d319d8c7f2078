import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { type SmtpSink, startSmtpSink } from '../mail/helpers/smtp-sink';
import { bearer, createAuthTestApp, findQueuedEmails, logIn, signUp, waitFor } from './helpers/auth-app';

let sink: SmtpSink;
let testApp: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  testApp = await createAuthTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://gdpr.example.bg' });
});
afterAll(async () => {
  await testApp.close();
  await sink.close();
});

/** Runs the outbox worker once and returns the link of the message that reached the SMTP server. */
async function deliverLinkTo(recipient: string, path: string): Promise<URL> {
  await testApp.app.mailOutbox.runPass();
  const mail = sink.received.findLast((message) => message.envelopeTo.includes(recipient));
  const link = mail?.parsed.text?.match(
    new RegExp(`https://gdpr\\.example\\.bg${path}\\?token=[\\w-]+`),
  )?.[0];
  if (!link) throw new Error(`no ${path} link reached ${recipient}`);
  return new URL(link);
}

describe('account e-mails through the outbox and SMTP', () => {
  it('delivers the verification link in the account’s language, and the link verifies', async () => {
    const session = await signUp(testApp.app, { email: 'inbox@example.bg' }, { 'accept-language': 'en' });
    const link = await deliverLinkTo('inbox@example.bg', '/verify-email');
    const mail = sink.received.findLast((message) => message.envelopeTo.includes('inbox@example.bg'));
    expect(mail?.parsed.subject).toMatch(/confirm|verify/i);

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: link.searchParams.get('token') },
    });
    expect(response.statusCode).toBe(200);
    const verify = await testApp.app.inject({
      url: '/api/auth/verify',
      headers: bearer(session.accessToken),
    });
    expect(verify.json().user.emailVerified).toBe(true);
  });

  it('second review, finding 2: greets an unproven address without the name typed beside it', async () => {
    const name = 'Your bank: call +1-555-0100 or visit https://evil.example now';
    const recipient = 'stranger@example.bg';
    await signUp(testApp.app, { email: recipient, name });
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: recipient },
    });
    await waitFor(async () =>
      (await findQueuedEmails(testApp, 'password-reset', recipient)).length ? true : undefined,
    );
    await testApp.app.mailOutbox.runPass();
    const mails = sink.received.filter((message) => message.envelopeTo.includes(recipient));
    expect(mails.map((mail) => mail.parsed.subject)).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.parsed.text).not.toContain('evil.example');
      expect(String(mail.parsed.html)).not.toContain('evil.example');
    }
  });

  it('greets a proven address by the account’s name in a password reset', async () => {
    const session = await signUp(testApp.app, { email: 'proven@example.bg', name: 'Десислава' });
    const link = await deliverLinkTo('proven@example.bg', '/verify-email');
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: link.searchParams.get('token') },
      headers: bearer(session.accessToken),
    });
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'proven@example.bg' },
    });
    await waitFor(async () =>
      (await findQueuedEmails(testApp, 'password-reset', 'proven@example.bg')).length ? true : undefined,
    );
    await deliverLinkTo('proven@example.bg', '/reset-password');
    const reset = sink.received.findLast((message) => message.envelopeTo.includes('proven@example.bg'));
    expect(reset?.parsed.text).toContain('Десислава');
  });

  it('delivers the password reset link, and the link resets the password', async () => {
    await signUp(testApp.app, { email: 'forgot@example.bg' });
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'forgot@example.bg' },
    });
    await waitFor(async () =>
      (await findQueuedEmails(testApp, 'password-reset', 'forgot@example.bg')).length ? true : undefined,
    );
    const link = await deliverLinkTo('forgot@example.bg', '/reset-password');

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { resetToken: link.searchParams.get('token'), newPassword: 'From-the-inbox-2026' },
    });
    expect(response.statusCode).toBe(200);
    expect((await logIn(testApp.app, 'forgot@example.bg', 'From-the-inbox-2026')).statusCode).toBe(200);
    const [queued] = await findQueuedEmails(testApp, 'password-reset', 'forgot@example.bg');
    expect(queued?.status).toBe('sent');
  });
});
