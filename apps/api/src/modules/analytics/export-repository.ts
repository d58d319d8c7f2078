import type { Language } from '@app/core/errors';
import { and, asc, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { reports } from '../../db/schema';
import type { ExportRecord } from './export-columns';
import { matchReports, type ReportMatch, toSofiaDate } from './report-match';

/** Where the previous batch ended: the exact stored time (microseconds, as text) and the id. */
export type ExportCursor = { createdAt: string; id: string };

/** Rows per query: enough to keep round-trips few, small enough that a batch is a few hundred kB. */
export const exportBatchSize = 1000;

/**
 * One batch of the export in (created_at, id) order after the cursor. Keyset paging rather than an
 * offset, so each batch costs the same however deep the export is; no cursor holds a connection between
 * batches, so a slow or vanished client never pins one.
 */
export async function selectExportBatch(
  db: AppDatabase,
  match: ReportMatch,
  options: { hasCompanyName: boolean; after: ExportCursor | undefined; limit?: number },
) {
  const { after } = options;
  return db
    .select({
      id: reports.id,
      cursor: sql<string>`to_char(${reports.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      date: toSofiaDate(reports.createdAt),
      // An administrator's export never reads the name, rather than reading and dropping it.
      companyName: options.hasCompanyName ? reports.companyName : sql<string | null>`null`,
      industry: reports.industry,
      companySize: reports.employeeCount,
      complianceScore: sql<number>`${reports.complianceScore}`,
      riskLevel: sql<ExportRecord['riskLevel']>`${reports.riskLevel}`,
      issuesFound: sql<number>`coalesce(${reports.issuesFound}, 0)`,
      gaps: sql<string[]>`coalesce(${reports.gapControlIds}, '{}')`,
      language: sql<Language>`${reports.language}`,
    })
    .from(reports)
    .where(
      and(
        matchReports(match),
        after
          ? sql`(${reports.createdAt}, ${reports.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(options.limit ?? exportBatchSize);
}

/** Every matching record, a batch at a time; only one batch is ever held. */
export async function* readExportBatches(
  db: AppDatabase,
  match: ReportMatch,
  options: { hasCompanyName: boolean; batchSize?: number },
): AsyncGenerator<ExportRecord[]> {
  const limit = options.batchSize ?? exportBatchSize;
  let after: ExportCursor | undefined;
  for (;;) {
    const rows = await selectExportBatch(db, match, { hasCompanyName: options.hasCompanyName, after, limit });
    if (rows.length > 0) yield rows.map(({ id: _id, cursor: _cursor, ...record }) => record);
    const last = rows.at(-1);
    if (!last || rows.length < limit) return;
    after = { createdAt: last.cursor, id: last.id };
  }
}
