import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import { type SmtpSink, startSmtpSink } from '../mail/helpers/smtp-sink';
import { countWrites, createContactTestApp, humanTiming, postJson, teamEmail } from './helpers/contact-app';

let testApp: TestApp;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  testApp = await createContactTestApp({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await testApp.close();
  await sink.close();
});

const texts = {
  bg: {
    answer: 'Благодарим ви. Получихме съобщението ви и ви изпратихме потвърждение по имейл.',
    acknowledgement: 'Получихме съобщението ви',
    promise:
      'Ще ви отговорим в рамките на 24 часа. Екипът ни по поддръжката работи от понеделник до петък, 10:00–19:00 ч. българско време (9:00–18:00 ч. CET).',
    forward: 'Ново съобщение от формата за контакт: ',
    sales: 'Ново запитване за плана „Корпоративен“: ',
  },
  en: {
    answer: 'Thank you. We received your message and have sent you a confirmation by e-mail.',
    acknowledgement: 'We received your message',
    promise:
      'We reply within 24 hours. Our support team works Monday to Friday, 9:00–18:00 CET (10:00–19:00 Bulgarian time).',
    forward: 'New contact message: ',
    sales: 'New Enterprise enquiry: ',
  },
} as const;

function findMail(to: string, subject: string) {
  const mail = sink.received.find(
    (entry) => entry.envelopeTo.includes(to) && entry.parsed.subject === subject,
  );
  if (!mail) throw new Error(`no e-mail "${subject}" to ${to}`);
  return mail.parsed;
}

describe('POST /api/contact', () => {
  it.each(['bg', 'en'] as const)(
    'stores the message, acknowledges the sender and forwards it (%s)',
    async (lang) => {
      const sender = `sender-${lang}@example.bg`;
      const subject = lang === 'bg' ? 'Въпрос за доклада' : 'A question about the report';
      const message =
        lang === 'bg' ? 'Здравейте,\nкак да изтегля доклада като PDF?' : 'Hello,\nhow do I download the PDF?';
      const response = await postJson(
        testApp,
        '/api/contact',
        { name: ' Петя Иванова ', email: sender, subject, message, website: '', ...humanTiming() },
        { lang },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: texts[lang].answer });

      const [row] = await testApp.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, sender));
      expect(row).toMatchObject({
        kind: 'contact',
        name: 'Петя Иванова',
        subject,
        message,
        language: lang,
        company: null,
      });

      expect(await testApp.app.mailOutbox.runPass()).toMatchObject({ delivered: 2, failed: 0 });
      const acknowledgement = findMail(sender, texts[lang].acknowledgement);
      expect(acknowledgement.text).toContain(texts[lang].promise);
      // Second review, finding 2: nothing the sender typed goes back to an address nobody has proven.
      expect(acknowledgement.text).not.toContain(subject);
      expect(acknowledgement.text).not.toContain('Петя');
      expect(acknowledgement.html).not.toContain('Петя');
      const forward = findMail(teamEmail, `${texts[lang].forward}${subject}`);
      expect(forward.replyTo?.value).toEqual([{ name: 'Петя Иванова', address: sender }]);
      expect(forward.text).toContain(message.split('\n')[1]);
      expect(forward.text).toContain(sender);
    },
  );

  it('takes an Enterprise enquiry with company and size on /api/contact/sales', async () => {
    const sender = 'cio@bank.example.bg';
    const response = await postJson(
      testApp,
      '/api/contact/sales',
      {
        name: 'Ivan Georgiev',
        email: sender,
        subject: 'Enterprise for 40 branches',
        message: 'We would like an offer for all our branches, with training.',
        company: 'Example Bank AD',
        companySize: 'enterprise',
        ...humanTiming(),
      },
      { lang: 'en' },
    );
    expect(response.statusCode).toBe(200);
    const [row] = await testApp.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, sender));
    expect(row).toMatchObject({
      kind: 'sales',
      company: 'Example Bank AD',
      companySize: 'enterprise',
      language: 'en',
    });

    await testApp.app.mailOutbox.runPass();
    const forward = findMail(teamEmail, `${texts.en.sales}Enterprise for 40 branches`);
    expect(forward.text).toContain('Company: Example Bank AD');
    expect(forward.text).toContain('Company size: 250+ employees');
    expect(forward.replyTo?.value[0]?.address).toBe(sender);
    expect(findMail(sender, texts.en.acknowledgement)).toBeDefined();
  });

  const valid = {
    name: 'Ана Петрова',
    email: 'ana@example.bg',
    subject: 'Въпрос',
    message: 'Достатъчно дълго съобщение.',
  };

  it.each([
    [
      'bg',
      { name: 'А', email: 'ana' },
      { name: 'Минимална дължина: 2 знака', email: 'Невалиден имейл адрес' },
    ],
    [
      'en',
      { name: ' ', subject: 'Hi', message: 'x'.repeat(5_001) },
      {
        name: 'This field is required',
        subject: 'Minimum length: 3 characters',
        message: 'Maximum length: 5000 characters',
      },
    ],
  ] as const)('answers invalid input with 400 in %s and writes nothing', async (lang, fields, messages) => {
    const before = await countWrites(testApp);
    const response = await postJson(
      testApp,
      '/api/contact',
      { ...valid, ...fields, ...humanTiming() },
      { lang },
    );
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    const issues = error.issues as Array<{ path: string; message: string }>;
    expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))).toEqual(messages);
    expect(await countWrites(testApp)).toEqual(before);
  });

  it('asks a sales enquiry for company and size, in the request’s language', async () => {
    const response = await postJson(
      testApp,
      '/api/contact/sales',
      {
        name: 'Ана Петрова',
        email: 'ana@example.bg',
        subject: 'Оферта',
        message: 'Искаме оферта за плана.',
        ...humanTiming(),
      },
      { lang: 'bg' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([
      { path: 'company', message: 'Това поле е задължително' },
      { path: 'companySize', message: 'Това поле е задължително' },
    ]);
  });
});
