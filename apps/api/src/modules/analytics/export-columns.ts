import { type ControlId, controlIds } from '@app/core/analysis/control-ids';
import { type RiskLevel, riskLevels } from '@app/core/analysis/risk-level';
import type { AnalyticsExportFormat } from '@app/core/analytics/schemas';
import {
  type EmployeeBand,
  employeeBandLabels,
  employeeBands,
  type Industry,
  industries,
} from '@app/core/assessment/company';
import { controlTexts } from '@app/core/catalogue/control-texts';
import { type Language, supportedLanguages } from '@app/core/errors';
import { z } from 'zod';
import { translate } from '../../i18n/messages';

/** One exported assessment, as read from the database. */
export type ExportRecord = {
  date: string;
  /** Only in a user's export of their own reports; never in an administrator's (data minimisation). */
  companyName: string | null;
  industry: Industry;
  companySize: EmployeeBand;
  complianceScore: number;
  riskLevel: RiskLevel;
  issuesFound: number;
  gaps: string[];
  language: Language;
};

/**
 * The export's columns: first what a person reads, in the language asked for; then the codes the words
 * stand for, for a program, the same in every language (docs/product-decisions.md, Analytics export).
 */
export const exportColumnKeys = [
  'date',
  'companyName',
  'industry',
  'companySize',
  'complianceScore',
  'riskLevel',
  'issuesFound',
  'gaps',
  'language',
  'industryCode',
  'companySizeCode',
  'riskLevelCode',
  'gapCodes',
  'languageCode',
] as const;
export type ExportColumnKey = (typeof exportColumnKeys)[number];
export type ExportColumn = { key: ExportColumnKey; header: string; kind: 'date' | 'number' | 'text' };

const numericColumns: ReadonlySet<ExportColumnKey> = new Set(['complianceScore', 'issuesFound']);

/** The export's columns, headed in the language asked for. */
export function listExportColumns(language: Language, hasCompanyName: boolean): ExportColumn[] {
  return exportColumnKeys
    .filter((key) => hasCompanyName || key !== 'companyName')
    .map((key) => ({
      key,
      header: text(language, `analytics-export.columns.${key}`),
      kind: key === 'date' ? 'date' : numericColumns.has(key) ? 'number' : 'text',
    }));
}

export type ExportLabels = ReturnType<typeof createExportLabels>;

/**
 * The words for the codes, as the report and the dashboard say them: industry, size, risk level and
 * language from the translation files, a gap by its control's title in the catalogue.
 */
export function createExportLabels(language: Language) {
  return {
    industry: (code: Industry) => text(language, `report.industries.${code}`),
    companySize: (code: EmployeeBand) =>
      translate(language, 'report.cover.employeesValue', { band: employeeBandLabels[code] }) ?? code,
    riskLevel: (code: RiskLevel) => text(language, `report.riskLevels.${code}`),
    gap: (code: string) => (isControlId(code) ? controlTexts[code].title[language] : code),
    language: (code: Language) => text(language, `report.languages.${code}`),
    sheetName: text(language, 'analytics-export.sheetName'),
  };
}

/** One exported assessment as every format writes it: the words, then the codes. */
export function toExportRow(record: ExportRecord, labels: ExportLabels): ExportRow {
  return {
    date: record.date,
    ...(record.companyName === null ? {} : { companyName: record.companyName }),
    industry: labels.industry(record.industry),
    companySize: labels.companySize(record.companySize),
    complianceScore: record.complianceScore,
    riskLevel: labels.riskLevel(record.riskLevel),
    issuesFound: record.issuesFound,
    gaps: record.gaps.map(labels.gap),
    language: labels.language(record.language),
    industryCode: record.industry,
    companySizeCode: record.companySize,
    riskLevelCode: record.riskLevel,
    gapCodes: record.gaps,
    languageCode: record.language,
  };
}

/**
 * A record's cells by column, for CSV and XLSX: the gaps' titles joined with semicolons (a title may
 * hold a comma), their codes with commas.
 */
export function toCells(
  record: ExportRecord,
  labels: ExportLabels,
): Record<ExportColumnKey, string | number> {
  const row = toExportRow(record, labels);
  return {
    ...row,
    companyName: row.companyName ?? '',
    gaps: row.gaps.join('; '),
    gapCodes: row.gapCodes.join(', '),
  };
}

const knownControls: ReadonlySet<string> = new Set(controlIds);

function isControlId(code: string): code is ControlId {
  return knownControls.has(code);
}

function text(language: Language, key: string): string {
  return translate(language, key) ?? key;
}

export const exportContentTypes: Record<AnalyticsExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json; charset=utf-8',
};

/**
 * A JSON export's element: the same fields as the spreadsheet's columns, under stable English keys; the
 * words in the language asked for, the codes under `…Code` for a program.
 */
export const exportJsonRowSchema = z.object({
  date: z.iso.date().meta({ description: 'Calendar day of the assessment in Europe/Sofia' }),
  companyName: z.string().optional().meta({ description: 'Only in a user’s export of their own reports' }),
  industry: z.string().meta({ description: 'The industry, in the language asked for' }),
  companySize: z.string().meta({ description: 'The number of employees, in the language asked for' }),
  complianceScore: z.number().int().min(0).max(100),
  riskLevel: z.string().meta({ description: 'The risk level, in the language asked for' }),
  issuesFound: z.number().int().min(0),
  gaps: z
    .array(z.string())
    .meta({ description: 'The titles of the controls with a gap, in the language asked for' }),
  language: z.string().meta({ description: 'The report’s language, named in the language asked for' }),
  industryCode: z.enum(industries),
  companySizeCode: z.enum(employeeBands),
  riskLevelCode: z.enum(riskLevels),
  gapCodes: z.array(z.string()).meta({ description: 'Control ids of the gaps (see the methodology)' }),
  languageCode: z.enum(supportedLanguages),
});
export type ExportRow = z.infer<typeof exportJsonRowSchema>;

const binaryFile = z.string().meta({ format: 'binary' });

export const exportFileSchemas: Record<AnalyticsExportFormat, z.ZodType> = {
  csv: binaryFile.meta({
    description: 'UTF-8 with a byte-order mark, RFC 4180, CRLF; one header row in the language asked for',
  }),
  xlsx: binaryFile.meta({ description: 'One sheet, a header row; dates as dates, numbers as numbers' }),
  json: z.array(exportJsonRowSchema),
};
