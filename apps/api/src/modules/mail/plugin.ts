import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createMailSender } from './transport';
import { createOutboxWorker, type OutboxWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-mail outbox worker; tests call `runPass()` instead of waiting for the timer. */
    mailOutbox: OutboxWorker;
  }
}

type MailPluginOptions = {
  config: Pick<Config, 'smtpUrl' | 'dataDir' | 'mailFrom' | 'publicUrl' | 'mailWorkerIntervalMs'>;
  database: Database;
};

/** Delivers the outbox: the worker runs from the moment the app is ready until it closes. */
export const mailPlugin = fp<MailPluginOptions>(
  async (app, { config, database }) => {
    const sender = createMailSender(config);
    const worker = createOutboxWorker({
      db: database.db,
      sender,
      context: { mailFrom: config.mailFrom, publicUrl: config.publicUrl },
      logger: app.log,
    });
    app.decorate('mailOutbox', worker);

    app.addHook('onReady', async () => {
      if (sender.kind === 'file') {
        const dir = path.join(config.dataDir, 'mail-outbox');
        app.log.warn({ dir }, 'SMTP_URL is not set: e-mails are written as .eml files there, not delivered');
      }
      if (config.mailWorkerIntervalMs > 0) worker.start(config.mailWorkerIntervalMs);
    });
    app.addHook('onClose', async () => {
      await worker.stop();
      sender.close();
    });
  },
  { name: 'mail' },
);
