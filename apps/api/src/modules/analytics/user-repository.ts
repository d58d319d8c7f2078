import type { RiskFactor } from '@app/core/analysis/result-schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { reports } from '../../db/schema';
import {
  matchReportFacts,
  matchReports,
  type ReportFacts,
  type ReportMatch,
  selectRows,
  toIsoText,
} from './report-match';

/** The user's completed reports in the view, oldest first (a user has tens of them, not thousands). */
export function selectHistory(db: AppDatabase, match: ReportMatch & { userId: string }) {
  return db
    .select({
      reportId: reports.id,
      createdAt: toIsoText(reports.createdAt),
      complianceScore: sql<number>`${reports.complianceScore}`,
      riskLevel: sql<NonNullable<typeof reports.$inferSelect.riskLevel>>`${reports.riskLevel}`,
      issuesFound: sql<number>`coalesce(${reports.issuesFound}, 0)`,
      industry: reports.industry,
      size: reports.employeeCount,
    })
    .from(reports)
    .where(matchReports(match))
    .orderBy(asc(reports.createdAt), asc(reports.id));
}
export type HistoryRow = Awaited<ReturnType<typeof selectHistory>>[number];

/** Only the risk factors of the two reports compared, not their whole analyses. */
export async function selectRiskFactors(db: AppDatabase, userId: string, reportIds: string[]) {
  return db
    .select({
      reportId: reports.id,
      factors: sql<RiskFactor[] | null>`${reports.analysis} -> 'riskFactors'`,
    })
    .from(reports)
    .where(and(eq(reports.userId, userId), inArray(reports.id, reportIds)));
}

/** Recommendations of the report's analysis, and how many of them the user has marked done. */
export async function countRoadmap(
  db: AppDatabase,
  userId: string,
  reportId: string,
): Promise<{ completed: number; total: number } | undefined> {
  const recommendations = sql`coalesce(${reports.analysis} -> 'recommendations', '[]'::jsonb)`;
  const [row] = await db
    .select({
      total: sql<number>`jsonb_array_length(${recommendations})`,
      completed: sql<number>`(select count(*)::int from jsonb_array_elements(${recommendations}) as recommendation
        where jsonb_exists(${reports.completedRecommendationIds}, recommendation ->> 'id'))`,
    })
    .from(reports)
    .where(and(eq(reports.id, reportId), eq(reports.userId, userId)));
  return row;
}

/**
 * Other companies of the group: each company's latest report of that industry and size (an account is
 * one company, a visitor's report its own), none of the user's. No dates and no risk level: a group
 * that moved with the viewer's filters could be compared across two overlapping ranges, and the
 * difference would give away one company's score. The average is a whole number for the same reason.
 * The caller decides whether the group is large enough.
 */
export async function selectBenchmarkGroup(
  db: AppDatabase,
  match: Required<Pick<ReportFacts, 'industry' | 'size' | 'exceptUserId'>>,
): Promise<{ companies: number; averageScore: number | null }> {
  const company = sql`coalesce(${reports.userId}, ${reports.id})`;
  const [row] = await selectRows<{ companies: number; average_score: number | null }>(
    db,
    sql`with latest as (
      select distinct on (${company}) ${reports.complianceScore} as score
      from ${reports} where ${matchReportFacts(match)}
      order by ${company}, ${reports.createdAt} desc, ${reports.id} desc
    )
    select count(*)::int as companies, round(avg(score))::float8 as average_score from latest`,
  );
  return { companies: row?.companies ?? 0, averageScore: row?.average_score ?? null };
}
