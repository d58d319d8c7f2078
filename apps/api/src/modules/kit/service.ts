import { pickKnownFollowUps } from '@app/core/assessment/follow-ups';
import type { Language } from '@app/core/errors';
import { restrictAnalysisToPlan } from '@app/core/plans/plan-view';
import type { KitDocumentId, KitEntryView, KitFormat } from '@app/core/reports/kit-schemas';
import {
  createKitFileName,
  isKitFormatOffered,
  kitContentTypes,
  type RenderedKitDocument,
} from '@app/documents/kit/build-kit-document';
import { isInKit, listKit } from '@app/documents/kit/list-kit';
import type { KitSource } from '@app/documents/kit/types';
import { AppError } from '../../errors';
import type { AuthenticatedUser } from '../auth/authenticate';
import type { ReportsContext } from '../reports/context';
import { getReadableReport, requireCompleted } from '../reports/report-service';
import type { ReportRow } from '../reports/repository';
import { toReportCompany } from '../reports/views';

/** The kit is built from the stored answers and analysis: no new assessment, nothing stored. */
function toKitSource(report: ReportRow, user: AuthenticatedUser, language: Language, now: Date): KitSource {
  const { analysis } = requireCompleted(report);
  return {
    company: toReportCompany(report),
    answers: report.input.answers,
    followUps: pickKnownFollowUps(report.input.followUps),
    analysis: restrictAnalysisToPlan(analysis, user.plan),
    language,
    generatedAt: now,
  };
}

/** The drafts that apply to the report's company, with the gaps (and roadmap items) each closes. */
export async function listReportKit(
  ctx: ReportsContext,
  user: AuthenticatedUser,
  id: string,
): Promise<KitEntryView[]> {
  const report = await getReadableReport(ctx, user.id, id);
  return listKit(toKitSource(report, user, report.language, ctx.now())).map((entry) => ({
    ...entry,
    formats: [...entry.formats],
  }));
}

/** The ids of the drafts that apply, for the report e-mail, which lists them. */
export function listKitDocumentIds(report: ReportRow, user: AuthenticatedUser, now: Date): KitDocumentId[] {
  return listKit(toKitSource(report, user, report.language, now)).map((entry) => entry.id);
}

/** One draft as a file; a draft outside the company's kit is "not found", a format it lacks invalid. */
export async function downloadKitDocument(
  ctx: ReportsContext,
  user: AuthenticatedUser,
  request: { id: string; document: KitDocumentId; format: KitFormat; language: Language | undefined },
): Promise<RenderedKitDocument & { company: string }> {
  const report = await getReadableReport(ctx, user.id, request.id);
  const source = toKitSource(report, user, request.language ?? report.language, ctx.now());
  if (!isInKit(source, request.document)) throw new AppError('NOT_FOUND');
  if (!isKitFormatOffered(request.document, request.format)) throw new AppError('VALIDATION_FAILED');
  try {
    return {
      content: await ctx.documents.renderKitDocument(source, request.document, request.format),
      contentType: kitContentTypes[request.format],
      fileName: createKitFileName(request.document, source.company.name, source.generatedAt, request.format),
      company: source.company.name,
    };
  } catch (error) {
    throw new AppError('REPORT_FAILED', { cause: error });
  }
}
