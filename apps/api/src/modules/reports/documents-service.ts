import type { Language } from '@app/core/errors';
import { restrictAnalysisToPlan } from '@app/core/plans/plan-view';
import type { PlanId } from '@app/core/plans/plans';
import type { ReportFormat } from '@app/core/reports/schemas';
import { routePaths } from '@app/core/routes';
import { createReportFileName } from '@app/documents/file-name';
import { AppError } from '../../errors';
import type { AuthenticatedUser } from '../auth/authenticate';
import { assertAddressProven } from '../auth/proven-sender';
import { listKitDocumentIds } from '../kit/service';
import { enqueueEmail } from '../mail/outbox';
import type { ReportsContext } from './context';
import { getReadableReport, requireCompleted } from './report-service';
import { insertReportEvent, type ReportRow } from './repository';
import { toReportCompany } from './views';

export const documentContentTypes: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export type RenderedDocument = {
  content: Buffer;
  fileName: string;
  contentType: string;
  company: string;
  generatedAt: Date;
};

/** A PDF or Word file of the user's report, as much of it as the plan shows, in the asked language. */
export async function downloadReport(
  ctx: ReportsContext,
  user: AuthenticatedUser,
  request: { id: string; format: ReportFormat; language: Language | undefined },
): Promise<RenderedDocument> {
  const report = await getReadableReport(ctx, user.id, request.id);
  const now = ctx.now();
  const document = await renderDocument(ctx, report, {
    plan: user.plan,
    format: request.format,
    language: request.language ?? report.language,
    now,
  });
  await insertReportEvent(ctx.db, {
    reportId: report.id,
    kind: 'downloaded',
    format: request.format,
    createdAt: now,
  });
  return document;
}

/**
 * "Send to Email": the PDF goes through the outbox, queued in the same transaction as the event that
 * records it, so the count and the message cannot disagree. Delivery happens afterwards (with retries).
 */
export async function emailReport(
  ctx: ReportsContext,
  user: AuthenticatedUser,
  request: { id: string; email: string; language: Language | undefined },
): Promise<void> {
  const report = await getReadableReport(ctx, user.id, request.id);
  // Any address, with the user's company name and document attached: only for a proven sender.
  assertAddressProven(user);
  const language = request.language ?? report.language;
  const now = ctx.now();
  const pdf = await renderDocument(ctx, report, { plan: user.plan, format: 'pdf', language, now });
  const kitDocuments = listKitDocumentIds(report, user, now);
  const url = new URL(routePaths.report, `${ctx.publicUrl}/`);
  url.searchParams.set('id', report.id);
  await ctx.db.transaction(async (tx) => {
    await enqueueEmail(tx, {
      template: 'report',
      to: request.email,
      language,
      data: {
        companyName: report.companyName,
        score: String(report.complianceScore),
        riskLevel: report.riskLevel ?? '',
        reportUrl: url.toString(),
        ...(kitDocuments.length > 0 ? { kitDocuments: kitDocuments.join(',') } : {}),
      },
      attachments: [{ filename: pdf.fileName, contentType: pdf.contentType, content: pdf.content }],
    });
    await insertReportEvent(tx, { reportId: report.id, kind: 'emailed', format: 'pdf', createdAt: now });
  });
}

async function renderDocument(
  ctx: ReportsContext,
  report: ReportRow,
  options: { plan: PlanId; format: ReportFormat; language: Language; now: Date },
): Promise<RenderedDocument> {
  const { analysis } = requireCompleted(report);
  const company = toReportCompany(report);
  const source = {
    analysis: restrictAnalysisToPlan(analysis, options.plan),
    company,
    language: options.language,
    generatedAt: options.now,
  };
  let content: Buffer;
  try {
    content = await ctx.documents.renderReport(source, options.format);
  } catch (error) {
    throw new AppError('REPORT_FAILED', { cause: error });
  }
  return {
    content,
    fileName: createReportFileName(company, options.now, options.format),
    contentType: documentContentTypes[options.format],
    company: company.name,
    generatedAt: options.now,
  };
}
