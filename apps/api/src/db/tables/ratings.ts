import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { reports } from './reports';

/**
 * "How useful was this report?" (1-5): at most one rating per report (the key), stored only with the
 * consent of the person who gave it, with the version of the consent text and its time (Art. 7(1)). It
 * goes with the report: deleting the report, or the account that holds it, deletes the rating too.
 */
export const reportRatings = pgTable(
  'report_ratings',
  {
    reportId: uuid('report_id')
      .primaryKey()
      .references(() => reports.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    consentTextVersion: text('consent_text_version').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  () => [check('report_ratings_rating_check', sql`rating between 1 and 5`)],
);
