import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { analyseAssessment } from '@app/core/analysis/analyse-assessment';
import { type AssessmentInput, assessmentInputSchema } from '@app/core/assessment/schema';
import type { Language } from '@app/core/errors';
import type { AnalysisView } from '@app/core/plans/plan-view';
import type { ReportView } from '@app/core/reports/schemas';
import { z } from 'zod';
import type { AppDatabase, AppTransaction } from '../../db/client';
import type { StoredAssessmentInput } from '../../db/schema';
import { AppError } from '../../errors';
import { generateToken, hashToken } from '../auth/secrets';
import { deleteDraft } from '../drafts/repository';
import { takeAudit } from '../quota/service';
import { type InternedAnalysis, internAnalysisTexts } from './analysis-texts';
import type { ReportsContext } from './context';
import {
  completeAnalysisRun,
  failAnalysisRun,
  findAnalysisHistory,
  findOwnedReport,
  findReportById,
  findReportByIdempotencyKey,
  insertCompletedReport,
  insertReportEvent,
  type ReportRow,
  replaceClaimToken,
  startAnalysisRun,
} from './repository';
import { presentReport, toAnalysisView, toReportView, type Viewer } from './views';

/** A run that has not finished in this time died with its process; another may take the report over. */
const STALE_RUN_MS = 60_000;

export type Submission = {
  input: AssessmentInput;
  idempotencyKey: string | undefined;
  /**
   * The signed-in author, whose plan's audit quota the report takes and whose plan the answer is
   * reduced to; null for a visitor.
   */
  author: Viewer;
  language: Language;
};

export type CreatedAssessment = {
  /** The report as its author may see it. */
  report: ReportView;
  /** Only for a visitor's report: the one copy of the token that lets them claim it later. */
  claimToken?: string;
  /** False when the idempotency key returned an earlier submission. */
  isNew: boolean;
};

/**
 * Analyses the answers, then stores the completed report with its event, and takes its audit from the
 * author's plan, in one transaction: one commit per submission. The analysis is pure and fast, so
 * nothing is stored before it; if it fails, nothing is kept and the visitor still has the answers in
 * the form. Reports left pending or failed (by an older version, or a changed form) go through
 * `runAnalysis` on retry. While the report is written, the request holds only the analysis's JSON text
 * and the author's view of it, not the whole analysis. See docs/operations.md, "Load".
 */
export async function createAssessment(
  ctx: ReportsContext,
  submission: Submission,
): Promise<CreatedAssessment> {
  const { idempotencyKey, author, input } = submission;
  const userId = author?.id ?? null;
  if (idempotencyKey) {
    const earlier = await findReportByIdempotencyKey(ctx.db, idempotencyKey);
    if (earlier) return repeatSubmission(ctx, earlier, submission);
  }
  const id = randomUUID();
  const now = ctx.now();
  const history = userId ? await findAnalysisHistory(ctx.db, userId, id) : [];
  const { analysis, view } = await prepareAnalysis(ctx, input, author, { analysisId: id, now, history });
  const claimToken = userId ? undefined : generateToken();
  const report = {
    id,
    userId,
    claimTokenHash: claimToken ? hashToken(claimToken) : null,
    idempotencyKey: idempotencyKey ?? null,
    language: submission.language,
    ...toStoredFields(input),
    analysis,
    createdAt: now,
  };
  const store = (db: AppDatabase | AppTransaction) => insertCompletedReport(db, report);
  // A visitor's report is one statement; an author's also takes an audit (a refused one rolls the
  // report back) and clears the draft.
  const inserted = author
    ? await ctx.db.transaction(async (tx) => {
        const row = await store(tx);
        if (!row) return undefined;
        await takeAudit(tx, author, { reportId: row.id, takenAt: row.createdAt });
        await deleteDraft(tx, author.id);
        return row;
      })
    : await store(ctx.db);
  if (!inserted) {
    // A concurrent request with the same key inserted first: answer as its repetition.
    const earlier = idempotencyKey ? await findReportByIdempotencyKey(ctx.db, idempotencyKey) : undefined;
    if (!earlier) throw new Error('createAssessment: the idempotency key was taken, yet no report holds it');
    return repeatSubmission(ctx, earlier, submission);
  }
  return {
    report: presentReport(inserted, view, author),
    ...(claimToken ? { claimToken } : {}),
    isNew: true,
  };
}

/**
 * The analysis as it is stored and as the author may see it. The whole analysis (some 60 kB of objects)
 * ends here: kept through the write, fifty submissions under way made every young-generation collection
 * copy them, which cost more than the analysis itself (docs/operations.md, "Load").
 */
async function prepareAnalysis(
  ctx: ReportsContext,
  input: AssessmentInput,
  author: Viewer,
  context: Parameters<typeof analyseAssessment>[1],
): Promise<{ analysis: InternedAnalysis; view: AnalysisView }> {
  const result = analyse(input, context);
  return { analysis: await internAnalysisTexts(ctx.db, result), view: toAnalysisView(result, author) };
}

/** The analysis, with a failure reported as ANALYSIS_FAILED (never the answers). */
function analyse(input: AssessmentInput, options: Parameters<typeof analyseAssessment>[1]) {
  try {
    return analyseAssessment(input, options);
  } catch (error) {
    throw new AppError('ANALYSIS_FAILED', { cause: error });
  }
}

/**
 * The same key again: the same report, analysed now if the first attempt did not finish. A key sent by
 * someone else, or with other answers, is a client's mistake, not a repetition.
 */
async function repeatSubmission(
  ctx: ReportsContext,
  earlier: ReportRow,
  submission: Submission,
): Promise<CreatedAssessment> {
  if (earlier.userId !== (submission.author?.id ?? null) || !isSameSubmission(earlier, submission.input)) {
    throw new AppError('IDEMPOTENCY_CONFLICT');
  }
  const report =
    earlier.status === 'completed'
      ? earlier
      : await runAnalysis(ctx, earlier, { clearDraftOf: earlier.userId });
  const view = toReportView(report, submission.author);
  if (report.userId !== null) return { report: view, isNew: false };
  // Only the token's hash is stored, and a visitor who repeats the request probably never got the
  // first answer: a new token replaces the old one.
  const claimToken = generateToken();
  await replaceClaimToken(ctx.db, report.id, hashToken(claimToken));
  return { report: view, claimToken, isNew: false };
}

/** Re-runs the analysis of the user's own pending or failed report; a completed one is returned as is. */
export async function retryReport(ctx: ReportsContext, userId: string, id: string): Promise<ReportRow> {
  const report = await findOwnedReport(ctx.db, id, userId);
  if (!report) throw new AppError('NOT_FOUND');
  return report.status === 'completed' ? report : runAnalysis(ctx, report, { clearDraftOf: null });
}

/**
 * One analysis run: pending/failed -> in_progress -> completed, or failed with the kind of error (never
 * user data). The stored answers are validated again: a report saved under an older form may no longer
 * fit the methodology, and that must fail visibly rather than produce a wrong score.
 */
async function runAnalysis(
  ctx: ReportsContext,
  report: ReportRow,
  options: { clearDraftOf: string | null },
): Promise<ReportRow> {
  const now = ctx.now();
  const run = await startAnalysisRun(ctx.db, report.id, {
    now,
    staleBefore: new Date(now.getTime() - STALE_RUN_MS),
  });
  // Another request is running it (or has just finished): show where it stands.
  if (!run) return (await findReportById(ctx.db, report.id)) ?? report;
  try {
    const input = assessmentInputSchema.parse(toAssessmentInput(run));
    const history = run.userId ? await findAnalysisHistory(ctx.db, run.userId, run.id) : [];
    const result = analyseAssessment(input, { analysisId: run.id, now, history });
    const analysis = await internAnalysisTexts(ctx.db, result);
    const completed = await ctx.db.transaction(async (tx) => {
      const row = await completeAnalysisRun(tx, { id: run.id, attempt: run.attempts, analysis, now });
      if (!row) return undefined;
      await insertReportEvent(tx, { reportId: row.id, kind: 'generated', createdAt: now });
      if (options.clearDraftOf) await deleteDraft(tx, options.clearDraftOf);
      return row;
    });
    if (completed) return { ...completed, analysis: result };
    return (await findReportById(ctx.db, report.id)) ?? run;
  } catch (error) {
    await failAnalysisRun(ctx.db, {
      id: run.id,
      attempt: run.attempts,
      error: describeFailure(error),
      now: ctx.now(),
    });
    throw new AppError('ANALYSIS_FAILED', { cause: error });
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof z.ZodError) return 'stored answers do not fit the assessment schema';
  return error instanceof Error ? error.name : 'non-error thrown';
}

type StoredFields = Pick<
  ReportRow,
  'companyName' | 'industry' | 'specifyIndustry' | 'employeeCount' | 'email'
> & {
  input: StoredAssessmentInput;
};

function toStoredFields(input: AssessmentInput): StoredFields {
  return {
    companyName: input.companyName,
    industry: input.industry,
    specifyIndustry: input.specifyIndustry ?? null,
    employeeCount: input.employeeCount,
    email: input.email ?? null,
    input: { answers: input.answers, ...(input.followUps ? { followUps: input.followUps } : {}) },
  };
}

function toAssessmentInput(row: ReportRow): unknown {
  return {
    companyName: row.companyName,
    industry: row.industry,
    specifyIndustry: row.specifyIndustry,
    employeeCount: row.employeeCount,
    email: row.email,
    answers: row.input.answers,
    followUps: row.input.followUps,
  };
}

/** Compared as stored (JSON), so key order and absent optional fields make no difference. */
function isSameSubmission(row: ReportRow, input: AssessmentInput): boolean {
  const { input: answers, ...company } = toStoredFields(input);
  const stored = {
    companyName: row.companyName,
    industry: row.industry,
    specifyIndustry: row.specifyIndustry,
    employeeCount: row.employeeCount,
    email: row.email,
  };
  return (
    isDeepStrictEqual(company, stored) && isDeepStrictEqual(JSON.parse(JSON.stringify(answers)), row.input)
  );
}
