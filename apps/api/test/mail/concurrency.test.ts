import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { emailOutbox } from '../../src/db/schema';
import { enqueueEmail } from '../../src/modules/mail/outbox';
import { openSharedDatabase, type SharedDatabase } from './helpers/shared-database';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink';

const MESSAGES = 30;
let sink: SmtpSink;
let shared: SharedDatabase;
let dataDir: string;
let apps: App[];

beforeAll(async () => {
  // Each message is held briefly by the server, so the two workers' passes overlap.
  sink = await startSmtpSink({ delayMs: 15 });
  shared = await openSharedDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'gdpr-mail-concurrency-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    SMTP_URL: sink.url,
    MAIL_WORKER_INTERVAL_MS: '0',
  });
  apps = [
    await buildApp({ config, database: shared.first }),
    await buildApp({ config, database: shared.second }),
  ];
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await shared.close();
  await sink.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('two API instances on one database', () => {
  it('never send the same message twice', async () => {
    const ids: string[] = [];
    for (let index = 0; index < MESSAGES; index++) {
      const { id } = await enqueueEmail(shared.first.db, {
        template: 'contact-acknowledgement',
        to: `person${index}@example.bg`,
        language: 'bg',
        data: { name: `Човек ${index}`, subject: 'Въпрос' },
      });
      ids.push(id);
    }
    const [first, second] = apps as [App, App];
    const summaries = await Promise.all([
      first.mailOutbox.runPass(),
      second.mailOutbox.runPass(),
      first.mailOutbox.runPass(),
      second.mailOutbox.runPass(),
    ]);

    const [a1, b1, a2, b2] = summaries.map((summary) => summary.delivered) as [
      number,
      number,
      number,
      number,
    ];
    expect(a1 + b1 + a2 + b2).toBe(MESSAGES);
    // Both instances did part of the work: the test exercised two workers, not one after the other.
    expect(a1 + a2).toBeGreaterThan(0);
    expect(b1 + b2).toBeGreaterThan(0);

    const messageIds = sink.received.map((mail) => mail.parsed.messageId);
    expect(messageIds).toHaveLength(MESSAGES);
    expect(new Set(messageIds)).toEqual(new Set(ids.map((id) => `<${id}@localhost>`)));
    const rows = await shared.second.db
      .select({ status: emailOutbox.status, attempts: emailOutbox.attempts })
      .from(emailOutbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
