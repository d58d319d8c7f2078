import { controlIds } from '@app/core/analysis/control-ids';
import type { AnalyticsBucket } from '@app/core/analytics/schemas';
import { topGapsLimit } from '@app/core/analytics/schemas';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { reportEvents, reports } from '../../db/schema';
import {
  isWithinDays,
  matchReportFacts,
  matchReports,
  type ReportMatch,
  selectRows,
  zone,
} from './report-match';

/** One row per group of one grouping set; `dimension` says which set, `key` its value. */
export type SummaryRow = {
  dimension: 'total' | 'band' | 'risk' | 'industry' | 'size';
  key: string | null;
  assessments: number;
  average_score: number | null;
};

const band = sql`least(${reports.complianceScore} / 10, 9)`;

/**
 * Totals, score bands (0-9 ... 90-100), risk levels, industries and sizes in one pass over the
 * matching reports: GROUPING SETS aggregates every breakdown from the same scan.
 */
export function selectSummary(db: AppDatabase, match: ReportMatch) {
  return selectRows<SummaryRow>(
    db,
    sql`select
      case
        when grouping(${reports.industry}) = 0 then 'industry'
        when grouping(${reports.employeeCount}) = 0 then 'size'
        when grouping(${reports.riskLevel}) = 0 then 'risk'
        when grouping(${band}) = 0 then 'band'
        else 'total'
      end as dimension,
      coalesce(${reports.industry}, ${reports.employeeCount}, ${reports.riskLevel}, (${band})::text) as key,
      count(*)::int as assessments,
      round(avg(${reports.complianceScore}), 1)::float8 as average_score
    from ${reports}
    where ${matchReports(match)}
    group by grouping sets ((), (${band}), (${reports.riskLevel}), (${reports.industry}), (${reports.employeeCount}))`,
  );
}

/**
 * Companies behind the matching reports: an account is one company, a visitor's report is its own.
 * Grouping first lets the database hash the keys, where count(distinct) would sort them all.
 */
export async function countCompanies(db: AppDatabase, match: ReportMatch): Promise<number> {
  const [row] = await selectRows<{ companies: number }>(
    db,
    sql`select count(*)::int as companies
    from (select coalesce(${reports.userId}, ${reports.id}) from ${reports} where ${matchReports(match)} group by 1) as companies`,
  );
  return row?.companies ?? 0;
}

export type PeriodRow = { period: string; assessments: number; average_score: number | null };

/** Every period of the range, oldest first, the empty ones included (periods start on Sofia days). */
export function selectOverTime(db: AppDatabase, match: ReportMatch, bucket: AnalyticsBucket) {
  const unit = sql.raw(`'${bucket}'`);
  return selectRows<PeriodRow>(
    db,
    sql`with periods as (
      select generate_series(date_trunc(${unit}, (${match.from}::date)::timestamp), (${match.to}::date)::timestamp, interval ${sql.raw(`'1 ${bucket}'`)}) as period
    ), counted as (
      select date_trunc(${unit}, ${reports.createdAt} at time zone ${zone}) as period,
        count(*)::int as assessments,
        round(avg(${reports.complianceScore}), 1)::float8 as average_score
      from ${reports} where ${matchReports(match)}
      group by 1
    )
    select to_char(periods.period, 'YYYY-MM-DD') as period,
      coalesce(counted.assessments, 0)::int as assessments,
      counted.average_score
    from periods left join counted on counted.period = periods.period
    order by periods.period`,
  );
}

export type GapRow = { control_id: string; count: number; share: number };

/**
 * The most frequent gaps, with their share of the matching assessments, in one pass: every report adds
 * a null before its gaps, so the null group counts the reports. Ids the methodology no longer knows are
 * left out rather than shown raw.
 */
export function selectTopGaps(db: AppDatabase, match: ReportMatch) {
  const known = sql.join(
    controlIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return selectRows<GapRow>(
    db,
    sql`with counted as (
      select gap, count(*)::int as count
      from (select unnest(array_prepend(null::text, ${reports.gapControlIds})) as gap from ${reports} where ${matchReports(match)}) as gaps
      group by gap
    )
    select gap as control_id, count, count::float8 / (select count from counted where gap is null) as share
    from counted
    where gap in (${known})
    order by count desc, gap
    limit ${topGapsLimit}`,
  );
}

export type EventCounts = { generated: number; downloaded: number; emailed: number };

/** Events that happened in the range, to reports that match the other filters (whenever made). */
export async function countEvents(db: AppDatabase, match: ReportMatch): Promise<EventCounts> {
  const [row] = await selectRows<EventCounts>(
    db,
    sql`select
      count(*) filter (where ${reportEvents.kind} = 'generated')::int as generated,
      count(*) filter (where ${reportEvents.kind} = 'downloaded' and ${reportEvents.format} in ('pdf', 'docx'))::int as downloaded,
      count(*) filter (where ${reportEvents.kind} = 'emailed')::int as emailed
    from ${reportEvents} join ${reports} on ${reports.id} = ${reportEvents.reportId}
    where ${isWithinDays(reportEvents.createdAt, match.from, match.to)} and ${matchReportFacts(match)}`,
  );
  return row ?? { generated: 0, downloaded: 0, emailed: 0 };
}
