import type { Language } from '@app/core/errors';
import type { ReportFormat } from '@app/core/reports/schemas';
import { useMutation } from '@tanstack/react-query';

export type DownloadReportRequest = { reportId: string; format: ReportFormat; language: Language };

/**
 * Fetches the document and saves it; resolves with its file name. The code that does it loads on the
 * first download, not with the report screen (the 150 kB budget: docs/product-decisions.md, Performance
 * budgets).
 */
export async function downloadReport(request: DownloadReportRequest): Promise<string> {
  const { saveReportDocument } = await import('./save-report-document');
  return saveReportDocument(request);
}

export function useDownloadReport() {
  return useMutation({ mutationFn: downloadReport });
}
