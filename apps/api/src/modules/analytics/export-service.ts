import type { Readable } from 'node:stream';
import type { AnalyticsExportFormat, AnalyticsExportQuery } from '@app/core/analytics/schemas';
import type { Language } from '@app/core/errors';
import { hasRole } from '@app/core/plans/permissions';
import type { AuthenticatedUser } from '../auth/authenticate';
import type { AnalyticsContext } from './context';
import {
  createExportLabels,
  type ExportRecord,
  exportContentTypes,
  listExportColumns,
} from './export-columns';
import { readExportBatches } from './export-repository';
import { writeCsv, writeJson } from './export-text-writers';
import { writeXlsx } from './export-xlsx-writer';
import { resolveFilters, toReportMatch } from './range';

export type AnalyticsExport = { fileName: string; contentType: string; stream: Readable };

/**
 * The view's assessments as a file. An administrator's has no company name, e-mail or user id (the
 * team needs the figures, not who they are about); a user's holds only their own reports, named.
 */
export async function exportAnalytics(
  ctx: AnalyticsContext,
  user: AuthenticatedUser,
  query: AnalyticsExportQuery,
  language: Language,
): Promise<AnalyticsExport> {
  const { format, lang: _lang, ...filters } = query;
  const isAdmin = hasRole(user, 'admin');
  const ownerId = isAdmin ? undefined : user.id;
  const resolved = await resolveFilters(ctx, filters, ownerId);
  const batches = readExportBatches(ctx.db, toReportMatch(resolved, ownerId), { hasCompanyName: !isAdmin });
  // The first batch is read before answering, so a failing query is still a proper error response.
  const primed = await primeBatches(batches);
  return {
    fileName: `gdpr-analytics-${resolved.from}_${resolved.to}.${format}`,
    contentType: exportContentTypes[format],
    stream: writeExport(format, primed, language, !isAdmin),
  };
}

function writeExport(
  format: AnalyticsExportFormat,
  batches: AsyncIterable<ExportRecord[]>,
  language: Language,
  hasCompanyName: boolean,
): Readable {
  const labels = createExportLabels(language);
  const columns = listExportColumns(language, hasCompanyName);
  if (format === 'csv') return writeCsv(batches, columns, labels);
  if (format === 'json') return writeJson(batches, labels);
  return writeXlsx(batches, columns, labels, language);
}

/** The same batches, the first one already read; closing it early closes the source too. */
async function primeBatches(source: AsyncGenerator<ExportRecord[]>): Promise<AsyncGenerator<ExportRecord[]>> {
  const first = await source.next();
  return (async function* () {
    try {
      if (first.done) return;
      yield first.value;
      yield* source;
    } finally {
      await source.return(undefined);
    }
  })();
}
