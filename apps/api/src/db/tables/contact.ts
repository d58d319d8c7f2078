import type { EmployeeBand } from '@app/core/assessment/company';
import { employeeBands } from '@app/core/assessment/company';
import type { ContactKind } from '@app/core/contact/schemas';
import { contactKinds } from '@app/core/contact/schemas';
import type { Language } from '@app/core/errors';
import { supportedLanguages } from '@app/core/errors';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
}

export const earlyAccessStatuses = ['pending', 'confirmed'] as const;
export type EarlyAccessStatus = (typeof earlyAccessStatuses)[number];

/**
 * Messages from the contact form and sales enquiries (kind `sales`, with company and size). No
 * network address or browser details: what the person wrote is all we need to answer them.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ContactKind>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    company: text('company'),
    companySize: text('company_size').$type<EmployeeBand>(),
    language: text('language').$type<Language>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('contact_messages_created_idx').on(table.createdAt),
    check('contact_messages_kind_check', oneOf('kind', contactKinds)),
    check('contact_messages_company_size_check', oneOf('company_size', employeeBands)),
    check('contact_messages_language_check', oneOf('language', supportedLanguages)),
  ],
);

/**
 * The early-access programme's list (double opt-in). The consent is kept with the version of the text
 * agreed to and its time (Art. 7(1)). Tokens are stored as SHA-256 hashes only; the confirmation
 * token stays after confirming, so a second click on the link is answered like the first.
 */
export const earlyAccessSubscribers = pgTable(
  'early_access_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    language: text('language').$type<Language>().notNull(),
    status: text('status').$type<EarlyAccessStatus>().notNull().default('pending'),
    consentTextVersion: text('consent_text_version').notNull(),
    consentedAt: timestamptz('consented_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    confirmTokenExpiresAt: timestamptz('confirm_token_expires_at').notNull(),
    /** When the last confirmation e-mail was queued: a repeated sign-up resends at most this often. */
    confirmationSentAt: timestamptz('confirmation_sent_at').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('early_access_subscribers_email_unique').on(table.email),
    uniqueIndex('early_access_subscribers_confirm_token_unique').on(table.confirmTokenHash),
    index('early_access_subscribers_pending_idx').on(table.status, table.confirmTokenExpiresAt),
    check('early_access_subscribers_status_check', oneOf('status', earlyAccessStatuses)),
    check('early_access_subscribers_language_check', oneOf('language', supportedLanguages)),
  ],
);

/**
 * One unsubscribe token per e-mail sent to a subscriber. With only hashes stored, a later e-mail cannot
 * repeat an earlier link; each gets a new token, and every one of them keeps working until the
 * subscriber leaves (the rows go with the subscriber).
 */
export const earlyAccessUnsubscribeTokens = pgTable(
  'early_access_unsubscribe_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => earlyAccessSubscribers.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('early_access_unsubscribe_tokens_subscriber_idx').on(table.subscriberId)],
);
