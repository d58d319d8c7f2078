import { renderReportDocx } from '@app/documents/docx/render-report-docx';
import { renderReportPdf } from '@app/documents/pdf/render-report-pdf';
import type { Report } from '@app/documents/report';
import { createProfileReport } from '@app/documents/test-support/report-fixtures';
import type { Bench, Measurement } from './types';

const warmUpRuns = 5;
const measuredRuns = 30;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** One document at a time, as the API renders them: the median after warm-up, and the file size. */
async function measure(render: (report: Report) => Promise<Buffer>, report: Report) {
  let size = 0;
  for (let run = 0; run < warmUpRuns; run++) size = (await render(report)).length;
  const timings: number[] = [];
  for (let run = 0; run < measuredRuns; run++) {
    const started = performance.now();
    await render(report);
    timings.push(performance.now() - started);
  }
  return { median: round(median(timings), 1), kilobytes: round(size / 1024, 1) };
}

/**
 * The full (paid-plan) report in Bulgarian of the careless web shop, the longest of the realistic profiles
 * (13 gaps, 19 recommendations, about 20 pages), against the budgets (PDF 150 ms, DOCX 50 ms); and
 * for comparison a typical one, the small accounting firm (3 gaps, 9 pages).
 */
export async function run(): Promise<Measurement[]> {
  const longest = createProfileReport('careless web shop', 'bg', 'professional');
  const typical = createProfileReport('small accounting firm', 'bg', 'professional');
  const pdf = await measure(renderReportPdf, longest);
  const docx = await measure(renderReportDocx, longest);
  const typicalPdf = await measure(renderReportPdf, typical);
  const typicalDocx = await measure(renderReportDocx, typical);
  return [
    { name: `PDF, longest report: median of ${measuredRuns}`, value: pdf.median, unit: 'ms', budget: 150 },
    { name: 'PDF, longest report: file size', value: pdf.kilobytes, unit: 'kB' },
    { name: `DOCX, longest report: median of ${measuredRuns}`, value: docx.median, unit: 'ms', budget: 50 },
    { name: 'DOCX, longest report: file size', value: docx.kilobytes, unit: 'kB' },
    { name: 'PDF, typical report: median', value: typicalPdf.median, unit: 'ms' },
    { name: 'PDF, typical report: file size', value: typicalPdf.kilobytes, unit: 'kB' },
    { name: 'DOCX, typical report: median', value: typicalDocx.median, unit: 'ms' },
    { name: 'DOCX, typical report: file size', value: typicalDocx.kilobytes, unit: 'kB' },
  ];
}

export const documentsBench: Bench = {
  title: 'Report documents, full plan, Bulgarian (packages/documents)',
  run,
};
