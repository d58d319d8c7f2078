import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * `written`: no SMTP server is configured and the message was written as an .eml file (DATA_DIR/
 * mail-outbox); it was not delivered, so it is deliberately not called `sent`.
 */
export const outboxStatuses = ['pending', 'sending', 'sent', 'written', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Every e-mail the product sends, written in the same transaction as the action that causes it and
 * delivered by the outbox worker. The template data is cleared once the message has left.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey(),
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    // The lease of the worker that is sending: another worker may take the message once it expires.
    lockedUntil: timestamptz('locked_until'),
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    filePath: text('file_path'),
    sentAt: timestamptz('sent_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('email_outbox_due_idx').on(table.status, table.nextAttemptAt),
    check(
      'email_outbox_status_check',
      sql.raw(`status in (${outboxStatuses.map((status) => `'${status}'`).join(', ')})`),
    ),
  ],
);

/** Attachments as bytes in the database, so a retry sends exactly what was enqueued. */
export const emailOutboxAttachments = pgTable(
  'email_outbox_attachments',
  {
    outboxId: uuid('outbox_id')
      .notNull()
      .references(() => emailOutbox.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.outboxId, table.position] })],
);
