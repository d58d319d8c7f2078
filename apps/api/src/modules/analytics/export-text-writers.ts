import { Readable } from 'node:stream';
import {
  type ExportColumn,
  type ExportLabels,
  type ExportRecord,
  toCells,
  toExportRow,
} from './export-columns';

type Batches = AsyncIterable<ExportRecord[]>;

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (CSV injection), so such text is
 * prefixed with an apostrophe and shows as written. Numbers are ours and go out as they are.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function toCsvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 with CRLF; the byte-order mark makes Excel read UTF-8 (Cyrillic) correctly. Dates stay ISO 8601
 * (`2026-11-22`) here and in JSON, unlike the rest of the product (docs/architecture.md, Dates and
 * numbers): these files are read by programs, and spreadsheets take that form as a date in any language.
 */
export function writeCsv(batches: Batches, columns: ExportColumn[], labels: ExportLabels): Readable {
  const line = (cells: Array<string | number>) => `${cells.map(toCsvCell).join(',')}\r\n`;
  async function* generate() {
    yield Buffer.from(`\uFEFF${line(columns.map((column) => column.header))}`);
    for await (const batch of batches) {
      const text = batch.map((record) => {
        const cells = toCells(record, labels);
        return line(columns.map((column) => cells[column.key]));
      });
      yield Buffer.from(text.join(''));
    }
  }
  return Readable.from(generate(), { objectMode: false });
}

/** One JSON array, written element by element; the element's shape is exportJsonRowSchema. */
export function writeJson(batches: Batches, labels: ExportLabels): Readable {
  async function* generate() {
    let separator = '[';
    for await (const batch of batches) {
      const text = batch.map((record) => {
        const element = JSON.stringify(toExportRow(record, labels));
        const written = `${separator}\n${element}`;
        separator = ',';
        return written;
      });
      yield Buffer.from(text.join(''));
    }
    yield Buffer.from(separator === '[' ? '[]\n' : '\n]\n');
  }
  return Readable.from(generate(), { objectMode: false });
}
