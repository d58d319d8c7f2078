import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailSender } from './transport';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gdpr-transport-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('the .eml file sender', () => {
  it('finding 6: writes each message readable by its owner only, whatever the umask', async () => {
    const sender = createMailSender({ smtpUrl: undefined, dataDir });
    const { filePath } = await sender.deliver('outbox-id', {
      from: 'no-reply@localhost',
      to: 'someone@example.bg',
      subject: 'Reset',
      text: 'https://example.bg/reset-password?token=secret',
    });
    expect(filePath).toBe(path.join(dataDir, 'mail-outbox', 'outbox-id.eml'));
    expect((await stat(filePath ?? '')).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(dataDir, 'mail-outbox'))).mode & 0o777).toBe(0o700);
  });
});
