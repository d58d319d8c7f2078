import { type RiskLevel, riskLevels } from '@app/core/analysis/risk-level';
import type { AnalyticsExportFormat } from '@app/core/analytics/schemas';
import {
  type EmployeeBand,
  employeeBandLabels,
  employeeBands,
  type Industry,
  industries,
} from '@app/core/assessment/company';
import { riskLevelLabels } from '@app/core/catalogue/risk-floor-texts';
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

/** The words for the codes (industry, size, risk level, language), from the same files the app shows. */
export function createExportLabels(language: Language) {
  return {
    industry: (code: Industry) => text(language, `report.industries.${code}`),
    companySize: (code: EmployeeBand) =>
      translate(language, 'report.cover.employeesValue', { band: employeeBandLabels[code] }) ?? code,
    riskLevel: (code: RiskLevel) => riskLevelLabels[code][language],
    language: (code: Language) => text(language, `report.languages.${code}`),
    sheetName: text(language, 'analytics-export.sheetName'),
  };
}

/** A record's cells by column: labels for the codes, the gaps' control ids joined. */
export function toCells(
  record: ExportRecord,
  labels: ExportLabels,
): Record<ExportColumnKey, string | number> {
  return {
    date: record.date,
    companyName: record.companyName ?? '',
    industry: labels.industry(record.industry),
    companySize: labels.companySize(record.companySize),
    complianceScore: record.complianceScore,
    riskLevel: labels.riskLevel(record.riskLevel),
    issuesFound: record.issuesFound,
    gaps: record.gaps.join(', '),
    language: labels.language(record.language),
  };
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
 * A JSON export's element: stable English keys with the codes, as a program wants them, and the words
 * a person reads under `labels`, in the language asked for.
 */
export const exportJsonRowSchema = z.object({
  date: z.iso.date().meta({ description: 'Calendar day of the assessment in Europe/Sofia' }),
  companyName: z.string().optional().meta({ description: 'Only in a user’s export of their own reports' }),
  industry: z.enum(industries),
  companySize: z.enum(employeeBands),
  complianceScore: z.number().int().min(0).max(100),
  riskLevel: z.enum(riskLevels),
  issuesFound: z.number().int().min(0),
  gaps: z.array(z.string()).meta({ description: 'Control ids of the gaps found (see the methodology)' }),
  language: z.enum(supportedLanguages),
  labels: z.object({
    industry: z.string(),
    companySize: z.string(),
    riskLevel: z.string(),
    language: z.string(),
  }),
});

const binaryFile = z.string().meta({ format: 'binary' });

export const exportFileSchemas: Record<AnalyticsExportFormat, z.ZodType> = {
  csv: binaryFile.meta({
    description: 'UTF-8 with a byte-order mark, RFC 4180, CRLF; one header row in the language asked for',
  }),
  xlsx: binaryFile.meta({ description: 'One sheet, a header row; dates as dates, numbers as numbers' }),
  json: z.array(exportJsonRowSchema),
};
