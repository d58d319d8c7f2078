import type { AnalysisHistoryEntry, AnalysisResult } from '@app/core/analysis/result-schema';
import { and, asc, desc, eq, getTableColumns, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '../../db/client';
import { reportEvents, reports, type StoredAnalysis } from '../../db/schema';
import { type InternedAnalysis, restoreAnalysisTexts } from './analysis-texts';

type StoredReportRow = typeof reports.$inferSelect;
/** A report as read: its analysis with its texts (see analysis-texts.ts). */
export type ReportRow = Omit<StoredReportRow, 'analysis'> & { analysis: AnalysisResult | null };
export type NewReport = typeof reports.$inferInsert;
export type ReportEventRow = typeof reportEvents.$inferSelect;
type Db = AppDatabase | AppTransaction;

// Everything but the analysis: the caller has it in hand, and on PGlite sending 70 kB back across the
// WebAssembly boundary costs as much as storing it.
const { analysis: _analysis, ...columnsWithoutAnalysis } = getTableColumns(reports);

/** A report as written, less its analysis, which the caller holds in the form it needs. */
export type WrittenReportRow = Omit<ReportRow, 'analysis'>;

/** The analysis, as its JSON text cast where it is written, and the columns that summarise it. */
function analysisColumns({ json, ...summary }: InternedAnalysis) {
  return { analysis: sql<StoredAnalysis>`${json}::jsonb`, ...summary };
}

type CompletedReport = Omit<NewReport, 'status' | 'updatedAt' | 'analysis'> & {
  analysis: InternedAnalysis;
  createdAt: Date;
};

/**
 * Stores a submission with its analysis, as completed by its first run, and its `generated` event, in
 * one statement: atomic without a transaction, one round trip. Undefined when the idempotency key is
 * taken: the unique index decides races, not a read.
 */
export async function insertCompletedReport(
  db: Db,
  report: CompletedReport,
): Promise<WrittenReportRow | undefined> {
  const { json, ...summary } = report.analysis;
  const [row] = await storeStatement(db).execute({
    id: report.id,
    userId: report.userId ?? null,
    claimTokenHash: report.claimTokenHash ?? null,
    idempotencyKey: report.idempotencyKey ?? null,
    language: report.language,
    companyName: report.companyName,
    industry: report.industry,
    specifyIndustry: report.specifyIndustry ?? null,
    employeeCount: report.employeeCount,
    email: report.email ?? null,
    input: report.input,
    createdAt: report.createdAt,
    analysis: json,
    ...summary,
  });
  return row;
}

/**
 * The statement of insertCompletedReport, built once per database and prepared by name: it is the one
 * every submission runs, and building it took longer than the analysis (docs/operations.md, "Load").
 */
const storeStatements = new WeakMap<Db, ReturnType<typeof prepareStore>>();
function storeStatement(db: Db) {
  const statement = storeStatements.get(db) ?? prepareStore(db);
  storeStatements.set(db, statement);
  return statement;
}

function prepareStore(db: Db) {
  const value = (name: keyof NewReport) => sql.placeholder(name);
  const inserted = db.$with('inserted').as(
    db
      .insert(reports)
      .values({
        id: value('id'),
        userId: value('userId'),
        claimTokenHash: value('claimTokenHash'),
        idempotencyKey: value('idempotencyKey'),
        language: value('language'),
        companyName: value('companyName'),
        industry: value('industry'),
        specifyIndustry: value('specifyIndustry'),
        employeeCount: value('employeeCount'),
        email: value('email'),
        input: value('input'),
        // JSON text, cast here: drizzle's jsonb mapping would stringify an object tree, which the request
        // would then hold until the write is done (analysis-texts.ts, InternedAnalysis).
        analysis: sql<StoredAnalysis>`${value('analysis')}::jsonb`,
        complianceScore: value('complianceScore'),
        riskLevel: value('riskLevel'),
        issuesFound: value('issuesFound'),
        gapControlIds: value('gapControlIds'),
        methodologyVersion: value('methodologyVersion'),
        status: 'completed',
        attempts: 1,
        createdAt: value('createdAt'),
        updatedAt: value('createdAt'),
        completedAt: value('createdAt'),
      })
      .onConflictDoNothing()
      .returning(columnsWithoutAnalysis),
  );
  const event = db.$with('event').as(
    db.insert(reportEvents).select(
      db
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          reportId: inserted.id,
          kind: sql`'generated'`.as('kind'),
          format: sql`null`.as('format'),
          createdAt: inserted.createdAt,
        })
        .from(inserted),
    ),
  );
  return db.with(inserted, event).select().from(inserted).prepare('store_completed_report');
}

async function restoreRow(db: Db, row: StoredReportRow): Promise<ReportRow> {
  return { ...row, analysis: row.analysis && (await restoreAnalysisTexts(db, row.analysis)) };
}

async function restoreFirst(db: Db, rows: StoredReportRow[]): Promise<ReportRow | undefined> {
  const [row] = rows;
  return row && restoreRow(db, row);
}

export async function findReportById(db: Db, id: string): Promise<ReportRow | undefined> {
  return restoreFirst(db, await db.select().from(reports).where(eq(reports.id, id)));
}

export async function findReportByIdempotencyKey(db: Db, key: string): Promise<ReportRow | undefined> {
  return restoreFirst(db, await db.select().from(reports).where(eq(reports.idempotencyKey, key)));
}

export async function findOwnedReport(db: Db, id: string, userId: string): Promise<ReportRow | undefined> {
  return restoreFirst(
    db,
    await db
      .select()
      .from(reports)
      .where(and(eq(reports.id, id), eq(reports.userId, userId))),
  );
}

/**
 * The reports a user may read: their own and, in a company workspace, every member's (the team shares
 * its reports). Changing or deleting one stays with its author (see findOwnedReport).
 */
function readableBy(userId: string) {
  return or(
    eq(reports.userId, userId),
    sql`${reports.userId} in (select teammates.user_id from workspace_members teammates
      join workspace_members mine on mine.workspace_id = teammates.workspace_id
      where mine.user_id = ${userId})`,
  );
}

export async function findReadableReport(db: Db, id: string, userId: string): Promise<ReportRow | undefined> {
  return restoreFirst(
    db,
    await db
      .select()
      .from(reports)
      .where(and(eq(reports.id, id), readableBy(userId))),
  );
}

/** Newest first; the list does not need the analyses, which are the bulk of a row. */
export function listReadableReports(db: Db, userId: string) {
  return db
    .select({
      id: reports.id,
      status: reports.status,
      language: reports.language,
      companyName: reports.companyName,
      industry: reports.industry,
      specifyIndustry: reports.specifyIndustry,
      employeeCount: reports.employeeCount,
      complianceScore: reports.complianceScore,
      riskLevel: reports.riskLevel,
      issuesFound: reports.issuesFound,
      createdAt: reports.createdAt,
      updatedAt: reports.updatedAt,
    })
    .from(reports)
    .where(readableBy(userId))
    .orderBy(desc(reports.createdAt), desc(reports.id));
}
export type ReportSummaryRow = Awaited<ReturnType<typeof listReadableReports>>[number];

/**
 * Takes the report for one analysis run: pending or failed ones, and ones left in progress by a run
 * that has not finished within `staleBefore` (its process died). Only one caller gets the row; the
 * attempts count it returns identifies the run.
 */
export async function startAnalysisRun(
  db: Db,
  id: string,
  options: { now: Date; staleBefore: Date },
): Promise<ReportRow | undefined> {
  const rows = await db
    .update(reports)
    .set({ status: 'in_progress', attempts: sql`${reports.attempts} + 1`, updatedAt: options.now })
    .where(
      and(
        eq(reports.id, id),
        or(
          inArray(reports.status, ['pending', 'failed']),
          and(eq(reports.status, 'in_progress'), lt(reports.updatedAt, options.staleBefore)),
        ),
      ),
    )
    .returning();
  return restoreFirst(db, rows);
}

/** Records the result of run `attempt`; undefined if a later run has taken the report over. */
export async function completeAnalysisRun(
  db: Db,
  run: { id: string; attempt: number; analysis: InternedAnalysis; now: Date },
): Promise<WrittenReportRow | undefined> {
  const { analysis } = run;
  const [row] = await db
    .update(reports)
    .set({
      ...analysisColumns(analysis),
      status: 'completed',
      lastError: null,
      updatedAt: run.now,
      completedAt: run.now,
    })
    .where(and(eq(reports.id, run.id), eq(reports.status, 'in_progress'), eq(reports.attempts, run.attempt)))
    .returning(columnsWithoutAnalysis);
  return row;
}

export async function failAnalysisRun(
  db: Db,
  run: { id: string; attempt: number; error: string; now: Date },
): Promise<void> {
  await db
    .update(reports)
    .set({ status: 'failed', lastError: run.error, updatedAt: run.now })
    .where(and(eq(reports.id, run.id), eq(reports.status, 'in_progress'), eq(reports.attempts, run.attempt)));
}

/** The user's earlier completed analyses, for the trend and the compliance-history risk factor. */
export async function findAnalysisHistory(
  db: Db,
  userId: string,
  excludeId: string,
): Promise<AnalysisHistoryEntry[]> {
  const rows = await db
    .select({ id: reports.id, completedAt: reports.completedAt, score: reports.complianceScore })
    .from(reports)
    .where(and(eq(reports.userId, userId), eq(reports.status, 'completed'), ne(reports.id, excludeId)));
  return rows.flatMap((row) =>
    row.completedAt && row.score !== null
      ? [{ analysisId: row.id, analysedAt: row.completedAt.toISOString(), complianceScore: row.score }]
      : [],
  );
}

export async function insertReportEvent(db: Db, event: typeof reportEvents.$inferInsert): Promise<void> {
  await db.insert(reportEvents).values(event);
}

export async function replaceClaimToken(db: Db, id: string, claimTokenHash: string): Promise<void> {
  await db
    .update(reports)
    .set({ claimTokenHash })
    .where(and(eq(reports.id, id), isNull(reports.userId)));
}

export async function deleteOwnedReport(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(reports)
    .where(and(eq(reports.id, id), eq(reports.userId, userId)))
    .returning({ id: reports.id });
  return rows.length > 0;
}

/**
 * Adds or removes one id in one statement, so two quick clicks on different recommendations cannot
 * overwrite each other's change.
 */
export async function setRecommendationDone(
  db: Db,
  change: { id: string; userId: string; recommendationId: string; done: boolean; now: Date },
): Promise<ReportRow | undefined> {
  const column = reports.completedRecommendationIds;
  const value = change.recommendationId;
  const next = change.done
    ? sql`case when jsonb_exists(${column}, ${value}) then ${column} else ${column} || jsonb_build_array(${value}::text) end`
    : sql`${column} - ${value}::text`;
  const rows = await db
    .update(reports)
    .set({ completedRecommendationIds: next, updatedAt: change.now })
    .where(and(eq(reports.id, change.id), eq(reports.userId, change.userId)))
    .returning();
  return restoreFirst(db, rows);
}

/**
 * Of the claimed visitor reports, those whose token matches and that no account holds yet, in the order
 * claimed. They stay locked until the transaction ends, so two claims of one report at once cannot both
 * take an audit for it: the second waits, then finds it held.
 */
export async function lockClaimableReports(
  tx: AppTransaction,
  claims: ReadonlyArray<{ id: string; claimTokenHash: string }>,
): Promise<string[]> {
  const rows = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        isNull(reports.userId),
        or(
          ...claims.map((claim) =>
            and(eq(reports.id, claim.id), eq(reports.claimTokenHash, claim.claimTokenHash)),
          ),
        ),
      ),
    )
    .for('update');
  const found = new Set(rows.map((row) => row.id));
  return [...new Set(claims.map((claim) => claim.id))].filter((id) => found.has(id));
}

/** Moves locked visitor reports into the account; their claim tokens are spent. */
export async function assignVisitorReports(
  tx: AppTransaction,
  userId: string,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(reports)
    .set({ userId, claimTokenHash: null, updatedAt: now })
    .where(and(inArray(reports.id, [...ids]), isNull(reports.userId)));
}

export async function deleteUnclaimedReports(db: Db, createdBefore: Date): Promise<number> {
  const rows = await db
    .delete(reports)
    .where(and(isNull(reports.userId), lt(reports.createdAt, createdBefore)))
    .returning({ id: reports.id });
  return rows.length;
}

/** Everything stored about the user's reports, oldest first, for the account export. */
export async function findReportsForExport(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(reports)
    .where(eq(reports.userId, userId))
    .orderBy(asc(reports.createdAt));
  const events = await db
    .select({ event: reportEvents })
    .from(reportEvents)
    .innerJoin(reports, eq(reports.id, reportEvents.reportId))
    .where(eq(reports.userId, userId))
    .orderBy(asc(reportEvents.createdAt));
  const exported = [];
  // One at a time: the first reads the texts the others share.
  for (const row of rows) {
    exported.push({
      report: await restoreRow(db, row),
      events: events.flatMap(({ event }) => (event.reportId === row.id ? [event] : [])),
    });
  }
  return exported;
}
