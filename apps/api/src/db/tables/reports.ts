import type { AnalysisResult } from '@app/core/analysis/result-schema';
import type { RiskLevel } from '@app/core/analysis/risk-level';
import { riskLevels } from '@app/core/analysis/risk-level';
import type { Answers } from '@app/core/assessment/answers';
import type { EmployeeBand, Industry } from '@app/core/assessment/company';
import { employeeBands, industries } from '@app/core/assessment/company';
import type { FollowUps } from '@app/core/assessment/follow-ups';
import type { Language } from '@app/core/errors';
import { supportedLanguages } from '@app/core/errors';
import type { LocalizedText } from '@app/core/i18n/localized-text';
import type { AssessmentDraftValues, ReportFormat, ReportStatus } from '@app/core/reports/schemas';
import { reportFormats, reportStatuses } from '@app/core/reports/schemas';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
}

export const reportEventKinds = ['generated', 'downloaded', 'emailed'] as const;
export type ReportEventKind = (typeof reportEventKinds)[number];

/** The answers of an assessment as validated; the company fields have columns of their own. */
export type StoredAssessmentInput = { answers: Answers; followUps?: FollowUps };

/** A text's place in a stored analysis: the key of its row in `analysis_texts`. */
export type TextRef = { textRef: string };

type Stored<T> = T extends LocalizedText
  ? LocalizedText | TextRef
  : T extends readonly (infer Item)[]
    ? Stored<Item>[]
    : T extends object
      ? { [Key in keyof T]: Stored<T[Key]> }
      : T;
/** An analysis as stored: its texts as references (modules/reports/analysis-texts.ts) or, before, inline. */
export type StoredAnalysis = Stored<AnalysisResult>;

/**
 * One assessment and its analysis. `analysis` is the full result whatever the plan: the view is reduced
 * to the reader's plan when it is read, so an upgrade shows the whole report without a new assessment.
 * A visitor's report has no user; whoever holds its claim token (given once, stored by SHA-256 only)
 * may move it into an account. The score columns copy the analysis for the analytics queries.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    claimTokenHash: text('claim_token_hash'),
    idempotencyKey: uuid('idempotency_key'),
    status: text('status').$type<ReportStatus>().notNull(),
    language: text('language').$type<Language>().notNull(),
    companyName: text('company_name').notNull(),
    industry: text('industry').$type<Industry>().notNull(),
    specifyIndustry: text('specify_industry'),
    employeeCount: text('employee_count').$type<EmployeeBand>().notNull(),
    email: text('email'),
    input: jsonb('input').$type<StoredAssessmentInput>().notNull(),
    analysis: jsonb('analysis').$type<StoredAnalysis>(),
    complianceScore: integer('compliance_score'),
    riskLevel: text('risk_level').$type<RiskLevel>(),
    issuesFound: integer('issues_found'),
    /** The controls the analysis found as gaps, so the most common gaps are counted without the JSON. */
    gapControlIds: text('gap_control_ids').array(),
    methodologyVersion: text('methodology_version'),
    completedRecommendationIds: jsonb('completed_recommendation_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Analysis runs started, the first included. */
    attempts: integer('attempts').notNull().default(0),
    /** The kind of error of the last failed run (an error name, never user data). */
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [
    uniqueIndex('reports_idempotency_key_unique').on(table.idempotencyKey),
    index('reports_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('reports_created_idx').on(table.createdAt),
    index('reports_analytics_idx').on(table.status, table.createdAt),
    check('reports_status_check', oneOf('status', reportStatuses)),
    check('reports_language_check', oneOf('language', supportedLanguages)),
    check('reports_industry_check', oneOf('industry', industries)),
    check('reports_employee_count_check', oneOf('employee_count', employeeBands)),
    check('reports_risk_level_check', oneOf('risk_level', riskLevels)),
  ],
);

/**
 * The texts of stored analyses, each once, under the hash of its content (docs/decisions/006-methodology-
 * versions.md). Never changed nor removed; nothing personal: an analysis's texts are the methodology's,
 * filled with figures (scores, weeks, counts), never with what a user typed.
 */
export const analysisTexts = pgTable('analysis_texts', {
  hash: text('hash').primaryKey(),
  text: jsonb('text').$type<LocalizedText>().notNull(),
});

/** What happened to a report and when: the analytics count downloads and e-mails from here. */
export const reportEvents = pgTable(
  'report_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReportEventKind>().notNull(),
    format: text('format').$type<ReportFormat>(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('report_events_report_idx').on(table.reportId),
    index('report_events_created_idx').on(table.createdAt),
    check('report_events_kind_check', oneOf('kind', reportEventKinds)),
    // A check passes on null, so events without a format (generated) need no exception here.
    check('report_events_format_check', oneOf('format', reportFormats)),
  ],
);

/** The account's copy of an unfinished assessment form: one per user, the newer copy wins. */
export const assessmentDrafts = pgTable('assessment_drafts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  values: jsonb('values').$type<AssessmentDraftValues>().notNull(),
  step: integer('step').notNull(),
  /** The client's time of the last change, as sent: what "newer" is decided on. */
  updatedAt: timestamptz('updated_at').notNull(),
  savedAt: timestamptz('saved_at').notNull(),
});
