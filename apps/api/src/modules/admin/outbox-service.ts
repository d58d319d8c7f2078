import type { AdminOutboxMessage, AdminOutboxStatus } from '@app/core/admin/schemas';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/context';
import {
  findOutboxMessages,
  lockOutboxMessage,
  type OutboxAdminRow,
  requeueFailedMessage,
} from '../mail/repository';
import { describeErrorKind } from '../mail/retry-policy';
import { insertAuditEntry } from './audit-repository';
import { toPage } from './page';
import type { Actor } from './service';

/** A message as an administrator sees it: who it is for and how it fares, never what it says. */
function toAdminOutboxMessage(row: OutboxAdminRow): AdminOutboxMessage {
  return {
    id: row.id,
    template: row.template,
    recipient: row.recipient,
    language: row.language,
    // The list asks for pending or failed ones only; one being sent this moment is still pending to us.
    status: row.status === 'failed' ? 'failed' : 'pending',
    attempts: row.attempts,
    lastErrorKind: row.lastError === null ? null : describeErrorKind(row.lastError),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listOutbox(auth: AuthContext, filter: { status: AdminOutboxStatus; limit: number }) {
  const found = await findOutboxMessages(auth.db, { status: filter.status, limit: filter.limit + 1 });
  const { rows, hasMore } = toPage(found, filter.limit);
  return { messages: rows.map(toAdminOutboxMessage), hasMore };
}

/**
 * Sends a failed e-mail again (the worker takes it on its next pass). Only a failed one: a pending one is
 * on its way already, and a sent one has left, its content cleared.
 */
export async function retryFailedEmail(auth: AuthContext, actor: Actor, id: string) {
  const now = auth.now();
  return auth.db.transaction(async (tx) => {
    const before = await lockOutboxMessage(tx, id);
    if (!before) throw new AppError('NOT_FOUND');
    const requeued = await requeueFailedMessage(tx, id, now);
    if (!requeued) throw new AppError('EMAIL_NOT_FAILED');
    await insertAuditEntry(tx, {
      actor,
      action: 'email.retried',
      targetId: id,
      before: { status: before.status, attempts: before.attempts },
      after: { status: requeued.status, attempts: requeued.attempts },
      now,
    });
    return toAdminOutboxMessage(requeued);
  });
}
