import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { saveFile } from '@/lib/save-file';
import type { DownloadReportRequest } from './download-report';

/** Fetches the document through the API client and saves it; resolves with its file name. */
export async function saveReportDocument({
  reportId,
  format,
  language,
}: DownloadReportRequest): Promise<string> {
  const path = `/api/reports/${encodeURIComponent(reportId)}/${format}?lang=${language}`;
  const { blob, fileName } = await apiClient.download(path).catch((error: unknown) => {
    // Without the server's own message, a 404 is about the report, not a page.
    if (error instanceof ApiError && error.status === 404 && error.code === 'HTTP_ERROR') {
      throw new ApiError(i18n.t('reports:download.notFound'), { status: 404, code: 'HTTP_ERROR' });
    }
    throw error;
  });
  const name = fileName ?? `gdpr-report.${format}`;
  saveFile(blob, name);
  return name;
}
