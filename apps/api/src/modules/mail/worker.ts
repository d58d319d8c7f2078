import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/client';
import { type ComposeContext, composeMessage } from './compose-message';
import {
  type Claim,
  claimDueMessages,
  deleteFinishedMessages,
  findAttachments,
  markDelivered,
  markFailed,
  type OutboxRow,
  scheduleRetry,
} from './repository';
import {
  computeRetryDelayMs,
  describeSendError,
  isPermanentSendError,
  MAX_SEND_ATTEMPTS,
} from './retry-policy';
import type { MailSender } from './transport';

export type PassSummary = { delivered: number; retried: number; failed: number };

export type OutboxWorker = {
  /** One pass over the due messages; `now` stands in for the clock (tests move it forward). */
  runPass(now?: Date): Promise<PassSummary>;
  start(intervalMs: number): void;
  /** Stops the timer and waits for a pass under way, so no message is left half-recorded. */
  stop(): Promise<void>;
};

type WorkerOptions = {
  db: AppDatabase;
  sender: MailSender;
  context: ComposeContext;
  logger: FastifyBaseLogger;
};

const BATCH_SIZE = 10;
const MAX_BATCHES_PER_PASS = 20;
// Longer than a batch can take with the transport's timeouts (about 50 s a message at worst)...
const LEASE_MS = 10 * 60_000;
// ...and a message whose lease has less than this left is not started: another worker will take it.
const MIN_LEASE_LEFT_MS = 60_000;
const RETENTION_MS = 30 * 24 * 60 * 60_000;

export function createOutboxWorker({ db, sender, context, logger }: WorkerOptions): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> | undefined;
  let isStopped = false;

  async function deliverMessage(row: OutboxRow, claim: Claim, clock: () => Date): Promise<keyof PassSummary> {
    let filePath: string | undefined;
    try {
      const attachments = await findAttachments(db, row.id);
      ({ filePath } = await sender.deliver(row.id, composeMessage(row, attachments, context)));
    } catch (error) {
      return recordFailure(row, claim, error, clock());
    }
    const status = sender.kind === 'file' ? 'written' : 'sent';
    const isStillOurs = await markDelivered(db, claim, { status, filePath: filePath ?? null, now: clock() });
    if (!isStillOurs) logger.warn({ outboxId: row.id }, 'e-mail delivered after its lease ran out');
    if (filePath)
      logger.info({ outboxId: row.id, file: filePath }, 'e-mail written to a file, not delivered');
    else logger.info({ outboxId: row.id, template: row.template }, 'e-mail sent');
    return 'delivered';
  }

  async function recordFailure(row: OutboxRow, claim: Claim, error: unknown, now: Date) {
    const reason = describeSendError(error);
    const log = { outboxId: row.id, template: row.template, attempt: row.attempts, error: reason };
    if (isPermanentSendError(error) || row.attempts >= MAX_SEND_ATTEMPTS) {
      await markFailed(db, claim, { error: reason, now });
      logger.error(log, 'e-mail failed for good; it stays in the outbox as failed');
      return 'failed' as const;
    }
    const nextAttemptAt = new Date(now.getTime() + computeRetryDelayMs(row.attempts));
    await scheduleRetry(db, claim, { nextAttemptAt, error: reason, now });
    logger.warn({ ...log, nextAttemptAt }, 'e-mail not sent; will retry');
    return 'retried' as const;
  }

  async function runPass(now?: Date): Promise<PassSummary> {
    const clock = () => now ?? new Date();
    const summary: PassSummary = { delivered: 0, retried: 0, failed: 0 };
    for (let batch = 0; batch < MAX_BATCHES_PER_PASS; batch++) {
      const claimed = await claimDueMessages(db, { now: clock(), leaseMs: LEASE_MS, limit: BATCH_SIZE });
      for (const row of claimed) {
        const leaseLeft = (row.lockedUntil?.getTime() ?? 0) - clock().getTime();
        if (!row.claimToken || leaseLeft < MIN_LEASE_LEFT_MS) continue;
        summary[await deliverMessage(row, { id: row.id, claimToken: row.claimToken }, clock)]++;
      }
      if (claimed.length < BATCH_SIZE) break;
    }
    await deleteFinishedMessages(db, new Date(clock().getTime() - RETENTION_MS));
    return summary;
  }

  function runGuarded(): Promise<unknown> {
    current ??= runPass()
      .catch((error: unknown) => logger.error({ err: error }, 'outbox pass failed; the next pass retries'))
      .finally(() => {
        current = undefined;
      });
    return current;
  }

  function schedule(intervalMs: number) {
    if (isStopped) return;
    timer = setTimeout(() => runGuarded().then(() => schedule(intervalMs)), intervalMs);
    timer.unref();
  }

  return {
    runPass,
    start: (intervalMs) => {
      isStopped = false;
      schedule(intervalMs);
    },
    stop: async () => {
      isStopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
