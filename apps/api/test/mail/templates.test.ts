import type { Language } from '@app/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmailMessage, enqueueEmail } from '../../src/modules/mail/outbox';
import type { TestApp } from '../helpers/app';
import { createMailTestApp, createPdfLikeBytes, readOutboxRow, sha256 } from './helpers/mail-app';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from './helpers/smtp-sink';

let sink: SmtpSink;
let testApp: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  testApp = await createMailTestApp({
    SMTP_URL: sink.url,
    MAIL_FROM: 'GDPR Navigator <no-reply@gdpr.example.bg>',
  });
});
afterAll(async () => {
  await testApp.close();
  await sink.close();
});

/** Enqueues one message, runs one worker pass and returns what the SMTP server received. */
async function sendThrough(message: EmailMessage): Promise<ReceivedMail & { id: string }> {
  const { id } = await enqueueEmail(testApp.database.db, message);
  const summary = await testApp.app.mailOutbox.runPass();
  expect(summary).toEqual({ delivered: 1, retried: 0, failed: 0 });
  const mail = sink.received.find((entry) => entry.parsed.messageId === `<${id}@gdpr.example.bg>`);
  if (!mail) throw new Error('the message did not arrive');
  return { ...mail, id };
}

function bodyOf(mail: ReceivedMail): { text: string; html: string } {
  return { text: mail.parsed.text ?? '', html: typeof mail.parsed.html === 'string' ? mail.parsed.html : '' };
}

type Case = {
  message: Omit<EmailMessage, 'language'> & { language: Language };
  subject: string;
  phrases: string[];
};

const cases: Case[] = [
  {
    message: {
      template: 'password-reset',
      to: 'maria@example.bg',
      language: 'bg',
      data: { name: 'Мария', resetUrl: 'https://gdpr.example.bg/reset-password?token=abc123' },
    },
    subject: 'Възстановяване на паролата за GDPR Navigator',
    phrases: [
      'Здравейте, Мария,',
      '30 минути',
      'https://gdpr.example.bg/reset-password?token=abc123',
      'Екипът на GDPR Navigator',
    ],
  },
  {
    message: {
      template: 'password-reset',
      to: 'maria@example.bg',
      language: 'en',
      data: { name: 'Maria', resetUrl: 'https://gdpr.example.bg/reset-password?token=abc123' },
    },
    subject: 'Reset your GDPR Navigator password',
    phrases: [
      'Hello Maria,',
      '30 minutes',
      'https://gdpr.example.bg/reset-password?token=abc123',
      'The GDPR Navigator team',
    ],
  },
  {
    message: {
      template: 'email-verification',
      to: 'ivan@example.bg',
      language: 'bg',
      data: { verifyUrl: 'https://gdpr.example.bg/verify-email?token=v1' },
    },
    subject: 'Потвърдете имейл адреса си',
    phrases: ['Здравейте,', 'Потвърждаване на имейл адреса', 'https://gdpr.example.bg/verify-email?token=v1'],
  },
  {
    message: {
      template: 'email-verification',
      to: 'ivan@example.bg',
      language: 'en',
      data: { verifyUrl: 'https://gdpr.example.bg/verify-email?token=v1' },
    },
    subject: 'Confirm your e-mail address',
    phrases: ['Hello,', 'Confirm e-mail address', 'https://gdpr.example.bg/verify-email?token=v1'],
  },
  {
    message: {
      template: 'contact-acknowledgement',
      to: 'petya@example.bg',
      language: 'bg',
      data: {},
    },
    subject: 'Получихме съобщението ви',
    phrases: [
      'Здравейте,',
      'Получихме съобщението ви.',
      'в рамките на 24 часа',
      'от понеделник до петък, 10:00–19:00 ч. българско време (9:00–18:00 ч. CET)',
    ],
  },
  {
    message: {
      template: 'contact-acknowledgement',
      to: 'petya@example.bg',
      language: 'en',
      data: {},
    },
    subject: 'We received your message',
    phrases: [
      'Hello,',
      'We received your message.',
      'within 24 hours',
      'Monday to Friday, 9:00–18:00 CET (10:00–19:00 Bulgarian time)',
    ],
  },
  {
    message: {
      template: 'early-access-confirmation',
      to: 'georgi@example.bg',
      language: 'bg',
      data: {
        confirmUrl: 'https://gdpr.example.bg/early-access/confirm?token=c1',
        unsubscribeUrl: 'https://gdpr.example.bg/early-access/unsubscribe?token=u1',
      },
    },
    subject: 'Потвърдете заявката си за ранен достъп',
    phrases: [
      'Здравейте,',
      'Потвърждаване на регистрацията',
      'да се отпишете по всяко време',
      'early-access/confirm?token=c1',
    ],
  },
  {
    message: {
      template: 'early-access-confirmation',
      to: 'georgi@example.bg',
      language: 'en',
      data: {
        name: 'Georgi',
        confirmUrl: 'https://gdpr.example.bg/early-access/confirm?token=c1',
        unsubscribeUrl: 'https://gdpr.example.bg/early-access/unsubscribe?token=u1',
      },
    },
    subject: 'Confirm your early-access registration',
    phrases: [
      'Hello Georgi,',
      'Confirm registration',
      'unsubscribe at any time',
      'early-access/confirm?token=c1',
    ],
  },
];

describe('e-mail templates through a real SMTP server', () => {
  it.each(cases)('$message.template in $message.language: subject, greeting and body', async (testCase) => {
    const mail = await sendThrough(testCase.message);
    const { text, html } = bodyOf(mail);
    expect(mail.parsed.subject).toBe(testCase.subject);
    expect(mail.envelopeTo).toEqual([testCase.message.to]);
    expect(mail.parsed.from?.value).toEqual([
      { name: 'GDPR Navigator', address: 'no-reply@gdpr.example.bg' },
    ]);
    for (const phrase of testCase.phrases) {
      expect(text).toContain(phrase);
      expect(html).toContain(phrase.replaceAll('&', '&amp;'));
    }
    expect(html).toContain(`<html lang="${testCase.message.language}">`);
    expect(mail.parsed.headers.get('auto-submitted')).toBe('auto-generated');
    // The footer says why the person gets the message and links the privacy policy; nothing is loaded.
    expect(text).toContain('https://gdpr.example.bg/privacy');
    expect(html).not.toMatch(/<img|url\(|src=/i);
  });

  it('names the unsubscribe link in the List-Unsubscribe header of the early-access confirmation', async () => {
    const mail = await sendThrough(cases[6]?.message as EmailMessage);
    const unfolded = mail.raw.replace(/\r\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(
      /^List-Unsubscribe: <https:\/\/gdpr\.example\.bg\/early-access\/unsubscribe\?token=u1>\r$/m,
    );
  });

  it.each([
    [
      'bg',
      'Доклад за съответствие с ОРЗД от GDPR Navigator',
      ['Пекарна „Зора“ ООД', '72 от 100', 'Висок', 'не представлява правна консултация'],
    ],
    [
      'en',
      'GDPR compliance report from GDPR Navigator',
      ['Пекарна „Зора“ ООД', '72 out of 100', 'High', 'is not legal advice'],
    ],
  ] as const)('report in %s arrives with its PDF byte for byte', async (language, subject, phrases) => {
    const pdf = createPdfLikeBytes();
    const mail = await sendThrough({
      template: 'report',
      to: 'office@zora.bg',
      language,
      data: {
        companyName: 'Пекарна „Зора“ ООД',
        score: '72',
        riskLevel: 'high',
        reportUrl: 'https://gdpr.example.bg/report?id=r1',
      },
      attachments: [
        { filename: 'GDPR-report-Pekarna-Zora-2026-11-22.pdf', contentType: 'application/pdf', content: pdf },
      ],
    });
    expect(mail.parsed.subject).toBe(subject);
    for (const phrase of phrases) expect(bodyOf(mail).text).toContain(phrase);
    expect(mail.parsed.attachments).toHaveLength(1);
    const [attachment] = mail.parsed.attachments;
    expect(attachment?.filename).toBe('GDPR-report-Pekarna-Zora-2026-11-22.pdf');
    expect(attachment?.contentType).toBe('application/pdf');
    expect(sha256(attachment?.content ?? Buffer.alloc(0))).toBe(sha256(pdf));
  });

  it('forwards a contact message to the team in Bulgarian, escaped, with Reply-To the sender', async () => {
    const mail = await sendThrough({
      template: 'contact-forward',
      to: 'team@gdpr.example.bg',
      language: 'bg',
      data: {
        name: 'Ана <script>alert("x")</script>',
        email: 'ana@example.bg',
        subject: 'Оферта & договор',
        message: 'Първи ред <b>удебелен</b>\nВтори ред',
        company: 'A & B "Консулт"',
        size: 'smb',
      },
    });
    const { text, html } = bodyOf(mail);
    expect(mail.parsed.subject).toBe('Ново съобщение от формата за контакт: Оферта & договор');
    expect(mail.parsed.replyTo?.value[0]?.address).toBe('ana@example.bg');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Ана &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('A &amp; B &quot;Консулт&quot;');
    expect(html).toContain('Първи ред &lt;b&gt;удебелен&lt;/b&gt;<br>Втори ред');
    expect(text).toContain('> Първи ред <b>удебелен</b>\n> Втори ред');
    expect(text).toContain('Размер на фирмата: 51-250');
  });

  it('forgets the content once the message has left, keeping only its delivery record', async () => {
    const { id } = await sendThrough({
      template: 'report',
      to: 'office@zora.bg',
      language: 'bg',
      data: {
        companyName: 'Зора',
        score: '40',
        riskLevel: 'critical',
        reportUrl: 'https://gdpr.example.bg/report?id=r2',
      },
      attachments: [{ filename: 'r.pdf', contentType: 'application/pdf', content: createPdfLikeBytes() }],
    });
    const row = await readOutboxRow(testApp, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, data: {}, lastError: null, lockedUntil: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });
});
