import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/db/schema';
import { enqueueEmail } from '../../src/modules/mail/outbox';
import { claimDueMessages, findOutboxMessages } from '../../src/modules/mail/repository';
import type { TestApp } from '../helpers/app';
import { createMailTestApp, readOutboxRow } from './helpers/mail-app';
import { findClosedPort, type SmtpSink, startSmtpSink } from './helpers/smtp-sink';

const SECOND = 1000;
let testApp: TestApp | undefined;
let sink: SmtpSink | undefined;

afterEach(async () => {
  await testApp?.close();
  await sink?.close();
  testApp = undefined;
  sink = undefined;
});

function enqueueContactAcknowledgement(app: TestApp, index: number) {
  return enqueueEmail(app.database.db, {
    template: 'contact-acknowledgement',
    to: `client${index}@example.bg`,
    language: index % 2 === 0 ? 'bg' : 'en',
    data: { name: `Клиент ${index}`, subject: `Запитване ${index}` },
  });
}

describe('the outbox while the mail server is down', () => {
  it('backs off, and once the server is back delivers every queued message exactly once', async () => {
    const port = await findClosedPort();
    testApp = await createMailTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const ids = await Promise.all(
      [1, 2, 3].map(async (index) => (await enqueueContactAcknowledgement(testApp as TestApp, index)).id),
    );
    const start = Date.now() + SECOND;
    const outbox = testApp.app.mailOutbox;

    expect(await outbox.runPass(new Date(start))).toEqual({ delivered: 0, retried: 3, failed: 0 });
    const afterFirst = await readOutboxRow(testApp, ids[0] as string);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFirst.nextAttemptAt.getTime()).toBe(start + 30 * SECOND);
    expect(afterFirst.lastError).toMatch(/^(ESOCKET|ECONNECTION)/);
    expect(afterFirst.lastError).not.toContain('client1@example.bg');

    // Nothing is due before the back-off has passed.
    expect(await outbox.runPass(new Date(start + 29 * SECOND))).toEqual({
      delivered: 0,
      retried: 0,
      failed: 0,
    });

    expect(await outbox.runPass(new Date(start + 30 * SECOND))).toEqual({
      delivered: 0,
      retried: 3,
      failed: 0,
    });
    const afterSecond = await readOutboxRow(testApp, ids[0] as string);
    expect(afterSecond.attempts).toBe(2);
    expect(afterSecond.nextAttemptAt.getTime()).toBe(start + 90 * SECOND);

    sink = await startSmtpSink({ port });
    expect(await outbox.runPass(new Date(start + 60 * SECOND))).toEqual({
      delivered: 0,
      retried: 0,
      failed: 0,
    });
    expect(await outbox.runPass(new Date(start + 90 * SECOND))).toEqual({
      delivered: 3,
      retried: 0,
      failed: 0,
    });
    expect(await outbox.runPass(new Date(start + 3600 * SECOND))).toEqual({
      delivered: 0,
      retried: 0,
      failed: 0,
    });

    const messageIds = sink.received.map((mail) => mail.parsed.messageId);
    expect(messageIds.sort()).toEqual(ids.map((id) => `<${id}@localhost>`).sort());
    const rows = await testApp.database.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    expect(rows.map((row) => [row.status, row.attempts, row.lastError])).toEqual([
      ['sent', 3, null],
      ['sent', 3, null],
      ['sent', 3, null],
    ]);
  });

  it('marks a message failed after the last attempt and lists it for an administrator', async () => {
    const port = await findClosedPort();
    testApp = await createMailTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const { id } = await enqueueContactAcknowledgement(testApp, 1);
    let now = Date.now() + SECOND;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      const summary = await testApp.app.mailOutbox.runPass(new Date(now));
      const row = await readOutboxRow(testApp, id);
      if (attempt < 8) {
        expect(summary.retried).toBe(1);
        delays.push((row.nextAttemptAt.getTime() - now) / SECOND);
        now = row.nextAttemptAt.getTime();
      } else {
        expect(summary.failed).toBe(1);
        expect(row).toMatchObject({ status: 'failed', attempts: 8, lockedUntil: null });
      }
    }
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920]);

    const failed = await findOutboxMessages(testApp.database.db, { status: 'failed', limit: 50 });
    expect(failed).toEqual([
      expect.objectContaining({ id, template: 'contact-acknowledgement', attempts: 8, status: 'failed' }),
    ]);
    expect(failed[0]?.lastError).toMatch(/ECONNREFUSED/);
    expect(failed[0]).not.toHaveProperty('data');
  });

  it('fails a message at once when the server refuses its recipient, without the address in the error', async () => {
    sink = await startSmtpSink({ rejectRecipients: ['nobody@example.bg'] });
    testApp = await createMailTestApp({ SMTP_URL: sink.url });
    const { id } = await enqueueEmail(testApp.database.db, {
      template: 'email-verification',
      to: 'nobody@example.bg',
      language: 'bg',
      data: { name: 'Никой', verifyUrl: 'https://gdpr.example.bg/verify-email?token=x' },
    });
    expect(await testApp.app.mailOutbox.runPass()).toEqual({ delivered: 0, retried: 0, failed: 1 });
    const row = await readOutboxRow(testApp, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/^EENVELOPE 550/);
    expect(row.lastError).not.toContain('nobody@example.bg');
    expect(sink.received).toHaveLength(0);
  });

  it('resends, with the same Message-ID, a message whose sender crashed after claiming it', async () => {
    sink = await startSmtpSink();
    testApp = await createMailTestApp({ SMTP_URL: sink.url });
    const { id } = await enqueueContactAcknowledgement(testApp, 4);
    const now = Date.now() + SECOND;
    // A worker takes the message and dies before sending it: its lease keeps others away until it ends.
    const [claimed] = await claimDueMessages(testApp.database.db, {
      now: new Date(now),
      leaseMs: 60 * SECOND,
      limit: 10,
    });
    expect(claimed?.id).toBe(id);
    expect(await testApp.app.mailOutbox.runPass(new Date(now + 59 * SECOND))).toEqual({
      delivered: 0,
      retried: 0,
      failed: 0,
    });
    expect(await testApp.app.mailOutbox.runPass(new Date(now + 60 * SECOND))).toEqual({
      delivered: 1,
      retried: 0,
      failed: 0,
    });
    expect(sink.received.map((mail) => mail.parsed.messageId)).toEqual([`<${id}@localhost>`]);
    expect(await readOutboxRow(testApp, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
