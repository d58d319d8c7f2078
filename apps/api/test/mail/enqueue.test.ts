import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, emailOutboxAttachments } from '../../src/db/schema';
import { type EmailMessage, enqueueEmail } from '../../src/modules/mail/outbox';
import type { TestApp } from '../helpers/app';
import { createMailTestApp, createPdfLikeBytes, sha256 } from './helpers/mail-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createMailTestApp();
});
afterAll(() => testApp.close());

const resetMessage: EmailMessage = {
  template: 'password-reset',
  to: 'maria@example.bg',
  language: 'bg',
  data: { name: 'Мария', resetUrl: 'https://gdpr.example.bg/reset-password?token=abc' },
};

async function countRows(id: string) {
  const rows = await testApp.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return rows.length;
}

describe('enqueueEmail', () => {
  it('stores the message only if the action that causes it commits', async () => {
    let rolledBackId = '';
    await expect(
      testApp.database.db.transaction(async (tx) => {
        rolledBackId = (await enqueueEmail(tx, resetMessage)).id;
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await countRows(rolledBackId)).toBe(0);

    const committed = await testApp.database.db.transaction((tx) => enqueueEmail(tx, resetMessage));
    expect(await countRows(committed.id)).toBe(1);
  });

  it('stores attachments with the message, inside the same transaction', async () => {
    const pdf = createPdfLikeBytes();
    const { id } = await testApp.database.db.transaction((tx) =>
      enqueueEmail(tx, {
        template: 'report',
        to: 'office@zora.bg',
        language: 'bg',
        data: {
          companyName: 'Зора',
          score: '90',
          riskLevel: 'low',
          reportUrl: 'https://gdpr.example.bg/report?id=1',
        },
        attachments: [{ filename: 'report.pdf', contentType: 'application/pdf', content: pdf }],
      }),
    );
    const [stored] = await testApp.database.db
      .select()
      .from(emailOutboxAttachments)
      .where(eq(emailOutboxAttachments.outboxId, id));
    expect(stored?.content).toBeInstanceOf(Buffer);
    expect(sha256(stored?.content ?? Buffer.alloc(0))).toBe(sha256(pdf));
  });

  it.each([
    ['an unknown field', { ...resetMessage, data: { ...resetMessage.data, extra: 'x' } }],
    ['a missing link', { ...resetMessage, data: { name: 'Мария' } }],
    ['a javascript: link', { ...resetMessage, data: { name: 'Мария', resetUrl: 'javascript:alert(1)' } }],
    [
      'a blank subject',
      {
        ...resetMessage,
        template: 'contact-forward',
        data: { name: 'А', email: 'a@example.bg', subject: ' \r\n ', message: 'Въпрос' },
      },
    ],
    ['a list of recipients', { ...resetMessage, to: 'a@example.bg, b@example.bg' }],
    [
      'a report without its PDF',
      {
        ...resetMessage,
        template: 'report',
        data: { companyName: 'Зора', score: '90', riskLevel: 'low', reportUrl: 'https://gdpr.example.bg/r' },
      },
    ],
    [
      'an unknown risk level',
      {
        ...resetMessage,
        template: 'report',
        data: {
          companyName: 'Зора',
          score: '90',
          riskLevel: 'extreme',
          reportUrl: 'https://gdpr.example.bg/r',
        },
        attachments: [{ filename: 'r.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') }],
      },
    ],
    [
      'an attachment name with a path',
      {
        ...resetMessage,
        attachments: [{ filename: '../etc/passwd', contentType: 'text/plain', content: Buffer.from('x') }],
      },
    ],
  ] as Array<[string, EmailMessage]>)('refuses %s and stores nothing', async (_case, message) => {
    const before = await testApp.database.db.select({ id: emailOutbox.id }).from(emailOutbox);
    await expect(enqueueEmail(testApp.database.db, message)).rejects.toThrow();
    const after = await testApp.database.db.select({ id: emailOutbox.id }).from(emailOutbox);
    expect(after).toHaveLength(before.length);
  });
});
