import { PassThrough, type Readable } from 'node:stream';
import type { Language } from '@app/core/errors';
import { spreadsheetDateFormats } from '@app/core/format/dates';
import ExcelJS from 'exceljs';
import type { ExportColumn, ExportLabels, ExportRecord } from './export-columns';
import { toCells } from './export-columns';

type Archive = { on(event: 'error', listener: (error: Error) => void): void; abort(): void };

/**
 * A workbook written while the rows arrive: exceljs's streaming writer keeps no committed row, and no
 * shared-strings table that would grow with the file. Between batches the writer waits while the
 * client is behind, so a slow download does not pile the workbook up in memory.
 */
export function writeXlsx(
  batches: AsyncIterable<ExportRecord[]>,
  columns: ExportColumn[],
  labels: ExportLabels,
  language: Language,
): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  // The archive under the writer is not in exceljs's types; it must be aborted when the client goes.
  const { zip } = workbook as unknown as { zip: Archive };
  zip.on('error', (error) => output.destroy(error));
  const sheet = workbook.addWorksheet(labels.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.kind === 'text' ? 24 : 14,
    ...(column.kind === 'date' ? { style: { numFmt: spreadsheetDateFormats[language] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  void (async () => {
    try {
      for await (const batch of batches) {
        if (output.destroyed) break;
        for (const record of batch) {
          const cells = toCells(record, labels);
          // The Sofia calendar day as an Excel date: midnight UTC of that day, shown without a time in the
          // product's date style (docs/architecture.md, Dates and numbers).
          sheet.addRow({ ...cells, date: new Date(`${record.date}T00:00:00Z`) }).commit();
        }
        await waitUntilRead(output);
      }
      if (output.destroyed) {
        zip.abort();
        return;
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      // Headers are gone by now: ending the response early is the only way left to say it failed.
      zip.abort();
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return output;
}

/** Resolves once the client has taken what is buffered, or has gone. */
function waitUntilRead(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}
