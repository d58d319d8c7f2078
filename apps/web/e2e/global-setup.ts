import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { startLlmStandIn } from './llm-stand-in';

/** Two above the test server's port (the OpenID provider has the one between), as playwright.config.ts says. */
const smtpPort = Number(process.env.E2E_PORT ?? 4310) + 2;

/** Recipients whose address starts so are refused with 550, as a server refuses an unknown mailbox. */
export const refusedRecipientPrefix = 'e2e-refused-';

/*
 * A real SMTP server on loopback for the whole run: the test server sends every e-mail to it (SMTP_URL in
 * playwright.config.ts), and it keeps each message's raw bytes as an .eml file in
 * <outputDir>/server-data/mail-outbox, where the tests read them (auth-helpers.ts readEmailedLink).
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const outputDir = config.projects[0]?.outputDir;
  if (!outputDir) throw new Error('no project output folder');
  const outbox = path.join(outputDir, 'server-data', 'mail-outbox');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // A mailbox that does not exist (e2e/admin.spec.ts): refused for good, so its e-mail fails at once.
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith(refusedRecipientPrefix)) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        // Made when a message arrives: Playwright may empty the output folder around the start of the run.
        // Written under a temporary name and renamed, so a reader never sees half a message.
        const file = path.join(outbox, `${Date.now()}-${randomUUID()}.eml`);
        mkdir(outbox, { recursive: true })
          .then(() => writeFile(`${file}.tmp`, Buffer.concat(chunks)))
          .then(() => rename(`${file}.tmp`, file))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(smtpPort, '127.0.0.1', () => resolve());
  });
  // A client's broken connection must not end the run; the test waiting for its e-mail reports it.
  server.on('error', (error) => console.warn(`SMTP server on ${smtpPort}: ${error.message}`));
  // The language model the second test server (with LLM_*) talks to (e2e/ai-features.spec.ts).
  const stopLlm = await startLlmStandIn();
  return async () => {
    await stopLlm();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
