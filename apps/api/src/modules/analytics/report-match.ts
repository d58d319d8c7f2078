import type { RiskLevel } from '@app/core/analysis/risk-level';
import type { EmployeeBand, Industry } from '@app/core/assessment/company';
import { timeZone } from '@app/core/format/locales';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../db/client';
import { reports } from '../../db/schema';

/** A constant, never user input: inlined so a GROUP BY can repeat the very same expression. */
export const zone = sql.raw(`'${timeZone}'`);

/** The report's own facts a query filters on, whenever it was made. */
export type ReportFacts = {
  industry?: Industry | undefined;
  size?: EmployeeBand | undefined;
  risk?: RiskLevel | undefined;
  /** Only this user's reports (the user's own view and export). */
  userId?: string | undefined;
};

/** Which completed reports a query looks at: Sofia calendar dates, both included, and the filters. */
export type ReportMatch = ReportFacts & { from: string; to: string };

/**
 * `column` falls on the calendar days from..to in Sofia. Both bounds are instants computed once, so
 * the condition is a plain range on the column and an index on it applies.
 */
export function isWithinDays(column: AnyPgColumn, from: string, to: string): SQL {
  return sql`${column} >= (${from}::date)::timestamp at time zone ${zone} and ${column} < ((${to}::date + 1)::timestamp at time zone ${zone})`;
}

/** The report's own filters (industry, size, risk, owner), without the dates. */
export function matchReportFacts(match: ReportFacts): SQL {
  return and(
    eq(reports.status, 'completed'),
    isNotNull(reports.complianceScore),
    match.industry ? eq(reports.industry, match.industry) : undefined,
    match.size ? eq(reports.employeeCount, match.size) : undefined,
    match.risk ? eq(reports.riskLevel, match.risk) : undefined,
    match.userId ? eq(reports.userId, match.userId) : undefined,
  ) as SQL;
}

export function matchReports(match: ReportMatch): SQL {
  return and(matchReportFacts(match), isWithinDays(reports.createdAt, match.from, match.to)) as SQL;
}

/** `2026-11-23T08:15:00.123Z`, as JavaScript writes it, computed in SQL so no driver parses it first. */
export function toIsoText(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The calendar day in Sofia, `2026-11-23`. */
export function toSofiaDate(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${zone}, 'YYYY-MM-DD')`;
}

/** The Sofia calendar day of the first completed report among those facts; undefined without one. */
export async function findFirstReportDay(db: AppDatabase, facts: ReportFacts): Promise<string | undefined> {
  const [row] = await db
    .select({
      day: sql<string | null>`to_char(min(${reports.createdAt}) at time zone ${zone}, 'YYYY-MM-DD')`,
    })
    .from(reports)
    .where(matchReportFacts(facts));
  return row?.day ?? undefined;
}

/** Rows of a raw statement; node-postgres and PGlite both answer with `{ rows }`. */
export async function selectRows<Row>(db: AppDatabase, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
