import type { RiskFactor } from '@app/core/analysis/result-schema';
import { benchmarkScoreStep } from '@app/core/analytics/schemas';
import type { EmployeeBand, Industry } from '@app/core/assessment/company';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { reports, users, workspaceMembers } from '../../db/schema';
import { matchReports, type ReportMatch, selectRows, toIsoText } from './report-match';

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
 * The benchmark's group: the other companies whose latest assessment is of this industry and size.
 * Who counts, against someone who makes reports and accounts to single out one company:
 *
 * - only accounts that have proven their e-mail address: a visitor's report, or an account made for the
 *   purpose and never verified, costs nothing to make (or to take away again by claiming it);
 * - one report per company, its latest of all: an account alone is a company, a workspace is one
 *   company whatever its members' number (they read each other's reports, so five of them would be one
 *   company shown to an outsider as five); a company is in one group at a time;
 * - never the viewer nor the viewer's workspace: their reports are known to the viewer, so counting them
 *   would shrink the group the viewer does not know to below its size.
 *
 * No dates and no risk level: a group that moved with the viewer's filters could be compared across two
 * overlapping ranges. The figure is the median rounded to benchmarkScoreStep points, not a mean: a
 * mean moves with every member, so known members (fakes) and a changed member can be subtracted from it.
 * What remains: someone who controls all the other members of a group (at least four verified accounts
 * of their own, or a group that small) and moves their scores around one company learns that company's
 * score to its rounding band (55 means 53-57), never closer; one company joining or leaving moves the
 * median by at most one rank, within the rounding. The group's size is not published, so joins and
 * departures are not visible as such. The caller decides whether the group is large enough.
 */
export async function selectBenchmarkGroup(
  db: AppDatabase,
  match: { industry: Industry; size: EmployeeBand; viewerId: string },
): Promise<{ companies: number; medianScore: number | null }> {
  const step = benchmarkScoreStep;
  const [row] = await selectRows<{ companies: number; median_score: number | null }>(
    db,
    sql`with viewer_team as (
      select teammates.user_id from ${workspaceMembers} teammates
      join ${workspaceMembers} mine on mine.workspace_id = teammates.workspace_id
      where mine.user_id = ${match.viewerId}
    ), latest as (
      select distinct on (coalesce(${workspaceMembers.workspaceId}, ${reports.userId}))
        ${reports.complianceScore} as score, ${reports.industry} as industry, ${reports.employeeCount} as size
      from ${reports}
      join ${users} on ${users.id} = ${reports.userId}
      left join ${workspaceMembers} on ${workspaceMembers.userId} = ${reports.userId}
      where ${reports.status} = 'completed' and ${reports.complianceScore} is not null
        and ${users.emailVerifiedAt} is not null
        and ${reports.userId} <> ${match.viewerId}
        and ${reports.userId} not in (select user_id from viewer_team)
      order by coalesce(${workspaceMembers.workspaceId}, ${reports.userId}), ${reports.createdAt} desc, ${reports.id} desc
    )
    select count(*)::int as companies,
      (round((percentile_cont(0.5) within group (order by score))::numeric / ${step}) * ${step})::int as median_score
    from latest where industry = ${match.industry} and size = ${match.size}`,
  );
  return { companies: row?.companies ?? 0, medianScore: row?.median_score ?? null };
}
