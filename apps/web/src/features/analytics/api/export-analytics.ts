import type { AnalyticsExportFormat, AnalyticsFilters } from '@app/core/analytics/schemas';
import type { Language } from '@app/core/errors';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { toQueryString } from '../utils/filters';

export type ExportAnalyticsRequest = {
  format: AnalyticsExportFormat;
  filters: AnalyticsFilters;
  language: Language;
};

/* A large export streams for a while: longer than the API client's limit for a JSON answer. */
const exportTimeoutMs = 120_000;

/** Fetches the export through the API client and saves it under the server's name; resolves with it. */
export async function exportAnalytics({
  format,
  filters,
  language,
}: ExportAnalyticsRequest): Promise<string> {
  const path = `/api/analytics/export${toQueryString(filters, { format, lang: language })}`;
  const { blob, fileName } = await apiClient.download(path, { timeoutMs: exportTimeoutMs });
  const name = fileName ?? `gdpr-analytics.${format}`;
  saveFile(blob, name);
  return name;
}

export function useExportAnalytics() {
  return useMutation({ mutationFn: exportAnalytics });
}
