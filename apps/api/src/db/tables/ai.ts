import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamptz } from './columns';
import { reports } from './reports';

/**
 * The language model's management summary of a report (docs/decisions/010-language-model-client.md),
 * kept per report, methodology version and language: the analysis it rests on does not change, so it is
 * written once and read back. `sentences` hold only the sentences whose cited ids the server found in
 * the analysis. It goes with the report.
 */
export const aiSummaries = pgTable(
  'ai_summaries',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    methodologyVersion: text('methodology_version').notNull(),
    language: text('language').notNull(),
    promptVersion: text('prompt_version').notNull(),
    sentences: jsonb('sentences').notNull(),
    /** Sentences the model wrote that cited something the analysis does not hold, and were dropped. */
    droppedCount: integer('dropped_count').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.reportId, table.methodologyVersion, table.language] })],
);

/**
 * The recommendations' wording tailored by the model to the company's industry and size, kept like the
 * summary. Only wording (title, description) by recommendation id: priority, effort, cost, timeline and
 * articles are never stored here, so they can only come from the catalogue.
 */
export const aiWordings = pgTable(
  'ai_wordings',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    methodologyVersion: text('methodology_version').notNull(),
    language: text('language').notNull(),
    promptVersion: text('prompt_version').notNull(),
    wordings: jsonb('wordings').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.reportId, table.methodologyVersion, table.language] })],
);

/**
 * One row per request to the model that counted against a plan's monthly AI quota, on the account that
 * pays (a workspace member's on the owner's). Only the kind and the time: never the question or answer.
 */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('ai_usage_account_created_idx').on(table.accountId, table.createdAt)],
);

/** A user's choice to turn the AI features off (absent: on, where the installation offers them). */
export const aiSettings = pgTable('ai_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The product's own guides, one row per section and language, searched with PostgreSQL's full-text
 * search ('simple' configuration: it works for Bulgarian and English alike, and on PGlite) to ground the
 * answers to questions about a report. Filled from packages/locales at start-up.
 */
export const guideSections = pgTable(
  'guide_sections',
  {
    id: text('id').notNull(),
    language: text('language').notNull(),
    guide: text('guide').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', title || ' ' || body)`,
    ),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.language] }),
    index('guide_sections_search_idx').using('gin', table.searchVector),
  ],
);
