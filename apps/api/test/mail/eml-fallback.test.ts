import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmail } from '../../src/modules/mail/outbox';
import { createMailSender } from '../../src/modules/mail/transport';
import { createOutboxWorker } from '../../src/modules/mail/worker';
import type { TestApp } from '../helpers/app';
import { createMailTestApp, createPdfLikeBytes, readOutboxRow, sha256 } from './helpers/mail-app';

let dataDir: string;
let testApp: TestApp;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gdpr-mail-eml-'));
  testApp = await createMailTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('without SMTP_URL', () => {
  it('writes each message as a parseable .eml file and records it as written, not sent', async () => {
    const pdf = createPdfLikeBytes();
    const { id } = await enqueueEmail(testApp.database.db, {
      template: 'report',
      to: 'office@zora.bg',
      language: 'en',
      data: {
        companyName: 'Zora Bakery',
        score: '55',
        riskLevel: 'medium',
        reportUrl: 'http://localhost:3000/report?id=r',
      },
      attachments: [
        { filename: 'GDPR-report-Zora-Bakery.pdf', contentType: 'application/pdf', content: pdf },
      ],
    });
    expect(await testApp.app.mailOutbox.runPass()).toEqual({ delivered: 1, retried: 0, failed: 0 });

    const row = await readOutboxRow(testApp, id);
    const expectedPath = path.join(dataDir, 'mail-outbox', `${id}.eml`);
    expect(row).toMatchObject({ status: 'written', filePath: expectedPath });
    expect(await readdir(path.join(dataDir, 'mail-outbox'))).toEqual([`${id}.eml`]);

    const raw = await readFile(expectedPath);
    expect(raw.toString('latin1')).toMatch(/\r\n\r\n/);
    expect(raw.toString('latin1')).not.toMatch(/[^\r]\n/);
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe('GDPR compliance report from GDPR Navigator');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('office@zora.bg');
    expect(parsed.messageId).toBe(`<${id}@localhost>`);
    expect(parsed.text).toContain('55 out of 100');
    expect(parsed.html).toContain('<html lang="en">');
    expect(sha256(parsed.attachments[0]?.content ?? Buffer.alloc(0))).toBe(sha256(pdf));
  });

  it('logs where the file went, never to whom', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const worker = createOutboxWorker({
      db: testApp.database.db,
      sender: createMailSender({ smtpUrl: undefined, dataDir }),
      context: { mailFrom: 'GDPR Navigator <no-reply@localhost>', publicUrl: 'http://localhost:3000' },
      logger: pino({ level: 'info' }, stream),
    });
    const { id } = await enqueueEmail(testApp.database.db, {
      template: 'password-reset',
      to: 'secret.person@example.bg',
      language: 'bg',
      data: { name: 'Тайна Личност', resetUrl: 'http://localhost:3000/reset-password?token=t0ken' },
    });
    await worker.runPass();
    const log = lines.join('');
    expect(log).toContain(path.join(dataDir, 'mail-outbox', `${id}.eml`));
    expect(log).not.toContain('secret.person');
    expect(log).not.toContain('Тайна');
    expect(log).not.toContain('t0ken');
  });
});
