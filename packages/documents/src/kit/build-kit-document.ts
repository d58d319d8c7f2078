import { toCalendarDate } from '@app/core/format/calendar';
import { toAsciiSlug } from '../file-name';
import { findKitDefinition } from './catalogue';
import { buildBreachLog, buildBreachProcedure } from './content/breach';
import { buildCctv } from './content/cctv';
import { createKitContext, type KitContext } from './content/common';
import { buildDataSubjectRequests } from './content/data-subject-requests';
import { buildEmployeeNotice } from './content/employee-notice';
import type { KitSpreadsheet, KitTextDocument } from './content/model';
import { buildPrivacyNotice } from './content/privacy-notice';
import { buildProcessorChecklist } from './content/processor-checklist';
import { buildRecordsOfProcessing } from './content/records-of-processing';
import { renderKitDocx } from './render/render-docx';
import { renderKitOds } from './render/render-ods';
import { renderKitOdt } from './render/render-odt';
import { renderKitXlsx } from './render/render-xlsx';
import type { KitDocumentId, KitFormat, KitSource } from './types';

type Builder =
  | { kind: 'text'; build: (context: KitContext) => KitTextDocument }
  | { kind: 'sheet'; build: (context: KitContext) => KitSpreadsheet };

const builders: Readonly<Record<KitDocumentId, Builder>> = {
  'records-of-processing': { kind: 'sheet', build: buildRecordsOfProcessing },
  'privacy-notice': { kind: 'text', build: buildPrivacyNotice },
  'breach-procedure': { kind: 'text', build: buildBreachProcedure },
  'breach-log': { kind: 'sheet', build: buildBreachLog },
  'data-subject-requests': { kind: 'text', build: buildDataSubjectRequests },
  'processor-checklist': { kind: 'text', build: buildProcessorChecklist },
  'employee-notice': { kind: 'text', build: buildEmployeeNotice },
  cctv: { kind: 'text', build: buildCctv },
};

export const kitContentTypes: Readonly<Record<KitFormat, string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};

export interface RenderedKitDocument {
  content: Buffer;
  contentType: string;
  fileName: string;
}

/** Whether the draft comes in the format: text drafts as DOCX/ODT, registers as XLSX/ODS. */
export function isKitFormatOffered(id: KitDocumentId, format: KitFormat): boolean {
  return findKitDefinition(id).formats.includes(format);
}

/** `<document>-<company>-<YYYY-MM-DD>.<ext>`, ASCII only, like the report's file names. */
export function createKitFileName(
  id: KitDocumentId,
  company: string,
  generatedAt: Date,
  format: KitFormat,
): string {
  return `${id}-${toAsciiSlug(company).slice(0, 60).replace(/-+$/, '') || 'company'}-${toCalendarDate(generatedAt)}.${format}`;
}

/** One draft of the kit in one format, in the source's language. */
export async function buildKitDocument(
  source: KitSource,
  id: KitDocumentId,
  format: KitFormat,
): Promise<RenderedKitDocument> {
  const builder = builders[id];
  if (!isKitFormatOffered(id, format)) throw new Error(`The kit has no ${id} as ${format}`);
  const context = createKitContext(source);
  let content: Buffer;
  if (builder.kind === 'text') {
    const document = builder.build(context);
    content =
      format === 'docx'
        ? await renderKitDocx(document, source.generatedAt)
        : renderKitOdt(document, source.generatedAt);
  } else {
    const document = builder.build(context);
    content =
      format === 'xlsx'
        ? await renderKitXlsx(document, source.generatedAt)
        : renderKitOds(document, source.generatedAt);
  }
  return {
    content,
    contentType: kitContentTypes[format],
    fileName: createKitFileName(id, source.company.name, source.generatedAt, format),
  };
}
