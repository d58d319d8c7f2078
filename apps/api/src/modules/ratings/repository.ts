import { eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { reportRatings } from '../../db/schema';

export type RatingRow = typeof reportRatings.$inferSelect;

export async function findRating(db: AppDatabase, reportId: string): Promise<RatingRow | undefined> {
  const [row] = await db.select().from(reportRatings).where(eq(reportRatings.reportId, reportId));
  return row;
}

/** The new rating, or undefined when the report has one already (decided by the key, not a read). */
export async function insertRating(db: AppDatabase, row: RatingRow): Promise<RatingRow | undefined> {
  const [inserted] = await db.insert(reportRatings).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** True when there was a rating to delete. */
export async function deleteRating(db: AppDatabase, reportId: string): Promise<boolean> {
  const deleted = await db
    .delete(reportRatings)
    .where(eq(reportRatings.reportId, reportId))
    .returning({ reportId: reportRatings.reportId });
  return deleted.length > 0;
}

/** The ratings of these reports, for the account export. */
export function findRatingsOfReports(db: AppDatabase, reportIds: readonly string[]): Promise<RatingRow[]> {
  if (reportIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(reportRatings)
    .where(inArray(reportRatings.reportId, [...reportIds]));
}
