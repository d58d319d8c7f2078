import type { AnalyticsExportFormat, AnalyticsFilters } from '@app/core/analytics/schemas';
import type { Language } from '@app/core/errors';
import { useMutation } from '@tanstack/react-query';
import { env } from '@/config/env';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { tokenStore } from '@/lib/auth-tokens';
import { readContentDispositionFilename } from '@/lib/content-disposition';
import { i18n } from '@/lib/i18n';
import { toQueryString } from '../utils/filters';

export type ExportAnalyticsRequest = {
  format: AnalyticsExportFormat;
  filters: AnalyticsFilters;
  language: Language;
};

/* A large export streams for a while: longer than the API client's limit for a JSON answer. */
const exportTimeoutMs = 120_000;

/*
 * The API client speaks JSON only, and a plain link cannot carry the bearer token, so the file is
 * fetched here and saved from memory under the name the server gives it.
 */
export async function exportAnalytics({
  format,
  filters,
  language,
}: ExportAnalyticsRequest): Promise<string> {
  const url = `${env.apiBaseUrl}/api/analytics/export${toQueryString(filters, { format, lang: language })}`;
  let response = await fetchExport(url, language);
  if (response.status === 401 && tokenStore.getRefreshToken()) {
    // The API client refreshes an expired session on a 401 (or ends it); any call of its does that.
    await apiClient.get('/api/auth/verify').catch(() => undefined);
    response = await fetchExport(url, language);
  }
  if (!response.ok) throw await readError(response);
  const filename =
    readContentDispositionFilename(response.headers.get('content-disposition')) ?? `gdpr-analytics.${format}`;
  saveFile(await response.blob(), filename);
  return filename;
}

async function fetchExport(url: string, language: Language): Promise<Response> {
  const headers = new Headers({ 'Accept-Language': language });
  const accessToken = tokenStore.getAccessToken();
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  const timeout = AbortSignal.timeout(exportTimeoutMs);
  try {
    return await fetch(url, { headers, signal: timeout });
  } catch {
    const key = timeout.aborted ? 'errors:networkConnection' : 'errors:network';
    throw new ApiError(i18n.t(key), { status: 0, code: timeout.aborted ? 'TIMEOUT' : 'NETWORK' });
  }
}

/** The server's own message (already in the user's language), else a translated default. */
async function readError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  if (error && typeof error.message === 'string' && error.message) {
    const code = typeof error.code === 'string' ? error.code : 'HTTP_ERROR';
    return new ApiError(error.message, { status: response.status, code });
  }
  const key = response.status >= 500 ? 'errors:server' : 'errors:generic';
  return new ApiError(i18n.t(key), { status: response.status, code: 'HTTP_ERROR' });
}

function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on a later task: the browser may still be starting the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function useExportAnalytics() {
  return useMutation({ mutationFn: exportAnalytics });
}
