import type { Language } from '@app/core/errors';
import type { KitDocumentId, KitFormat } from '@app/core/reports/kit-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export type DownloadKitRequest = {
  reportId: string;
  document: KitDocumentId;
  format: KitFormat;
  language: Language;
};

/** Fetches one draft of the kit with the session and saves it; resolves with its file name. */
export async function downloadKitDocument(request: DownloadKitRequest): Promise<string> {
  const query = new URLSearchParams({ format: request.format, lang: request.language });
  const path = `/api/reports/${encodeURIComponent(request.reportId)}/kit/${request.document}?${query}`;
  const { blob, fileName } = await apiClient.download(path);
  const name = fileName ?? `${request.document}.${request.format}`;
  saveFile(blob, name);
  return name;
}

export function useDownloadKitDocument() {
  return useMutation({ mutationFn: downloadKitDocument });
}
