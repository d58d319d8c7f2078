import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';

export type MailSender = {
  kind: 'smtp' | 'file';
  /** Delivers one outbox message; the file transport answers with the file it wrote. */
  deliver(outboxId: string, message: SendMailOptions): Promise<{ filePath?: string }>;
  close(): void;
};

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/mail-outbox. */
export function createMailSender(options: { smtpUrl: string | undefined; dataDir: string }): MailSender {
  return options.smtpUrl
    ? createSmtpSender(options.smtpUrl)
    : createFileSender(path.join(options.dataDir, 'mail-outbox'));
}

function createSmtpSender(url: string): MailSender {
  // Bounded waits: a hanging server must not hold a message beyond the worker's lease on it.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    deliver: async (_outboxId, message) => {
      await transport.sendMail(message);
      return {};
    },
    close: () => transport.close(),
  };
}

function createFileSender(dir: string): MailSender {
  // The same MIME message an SMTP server would receive, with CRLF line ends as RFC 5322 wants.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'file',
    deliver: async (outboxId, message) => {
      const info = await transport.sendMail(message);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Named by the outbox id, so a retry overwrites rather than duplicates; renamed into place whole.
      // Owner-only whatever the umask: a message can carry a password-reset link.
      const filePath = path.join(dir, `${outboxId}.eml`);
      await writeFile(`${filePath}.tmp`, info.message as Buffer, { mode: 0o600 });
      await rename(`${filePath}.tmp`, filePath);
      return { filePath };
    },
    close: () => {},
  };
}
