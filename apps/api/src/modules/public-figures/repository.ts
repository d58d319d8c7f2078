import { count, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { reportRatings, reports } from '../../db/schema';

/**
 * Companies assessed: the distinct company names (trimmed, spaces collapsed, any case) among the
 * completed reports held. A company assessed twice counts once; two companies with one name count once.
 */
export async function countCompaniesAssessed(db: AppDatabase): Promise<number> {
  const [row] = await db
    .select({
      companies: sql<number>`count(distinct lower(regexp_replace(trim(${reports.companyName}), '\\s+', ' ', 'g')))::int`,
    })
    .from(reports)
    .where(eq(reports.status, 'completed'));
  return row?.companies ?? 0;
}

/** The ratings held: their number and their average to one decimal, rounded half up (null without any). */
export async function summariseRatings(db: AppDatabase): Promise<{ count: number; average: number | null }> {
  const [row] = await db
    .select({
      count: count(),
      average: sql<string | null>`round(avg(${reportRatings.rating}), 1)`,
    })
    .from(reportRatings);
  const average = row?.average ?? null;
  return { count: row?.count ?? 0, average: average === null ? null : Number(average) };
}
