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
 * Full (paid-plan) reports in Bulgarian, rendered one at a time as the API does. The budgets (PDF
 * 150 ms, DOCX 50 ms) apply to a report of median length among the realistic profiles (the regional
 * hospital: 4 gaps, 7 recommendations, 10 pages); the longest (the careless web shop: 13 gaps,
 * 19 recommendations, 21 pages) is held to the bar for any full PDF report, 300 ms
 * (docs/product-decisions.md, Performance budgets).
 */
export async function run(): Promise<Measurement[]> {
  const typical = createProfileReport('regional hospital after a breach', 'bg', 'professional');
  const longest = createProfileReport('careless web shop', 'bg', 'professional');
  const docx = await measure(renderReportDocx, typical);
  const longestDocx = await measure(renderReportDocx, longest);
  const pdf = await measure(renderReportPdf, typical);
  const longestPdf = await measure(renderReportPdf, longest);
  return [
    { name: `PDF, full report: median of ${measuredRuns}`, value: pdf.median, unit: 'ms', budget: 150 },
    { name: 'PDF, full report: file size', value: pdf.kilobytes, unit: 'kB' },
    { name: `DOCX, full report: median of ${measuredRuns}`, value: docx.median, unit: 'ms', budget: 50 },
    { name: 'DOCX, full report: file size', value: docx.kilobytes, unit: 'kB' },
    { name: 'PDF, longest report: median', value: longestPdf.median, unit: 'ms', budget: 300 },
    { name: 'PDF, longest report: file size', value: longestPdf.kilobytes, unit: 'kB' },
    { name: 'DOCX, longest report: median', value: longestDocx.median, unit: 'ms' },
    { name: 'DOCX, longest report: file size', value: longestDocx.kilobytes, unit: 'kB' },
  ];
}

export const documentsBench: Bench = {
  title: 'Report documents, full plan, Bulgarian (packages/documents)',
  run,
};
