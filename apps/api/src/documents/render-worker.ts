// The document threads' task (renderer.ts): every PDF, Word and kit file is rendered here, off the
// server's main thread (docs/decisions/011-document-threads.md).
import type { KitDocumentId, KitFormat } from '@app/core/reports/kit-schemas';
import type { ReportFormat } from '@app/core/reports/schemas';
import { renderReportDocx } from '@app/documents/docx/render-report-docx';
import { buildKitDocument } from '@app/documents/kit/build-kit-document';
import type { KitSource } from '@app/documents/kit/types';
import { renderReportPdf } from '@app/documents/pdf/render-report-pdf';
import type { Report } from '@app/documents/report';

export type RenderTask =
  | { kind: 'report'; source: Report; format: ReportFormat }
  | { kind: 'kit'; source: KitSource; document: KitDocumentId; format: KitFormat };

/** The file's bytes; they reach the main thread as a Uint8Array. */
export default async function render(task: RenderTask): Promise<Uint8Array> {
  if (task.kind === 'kit') return (await buildKitDocument(task.source, task.document, task.format)).content;
  return task.format === 'pdf' ? renderReportPdf(task.source) : renderReportDocx(task.source);
}
