import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { ApiDocs } from '../utils/api-model';
import { parseApiDocument } from '../utils/parse-document';

/** The server's own OpenAPI document, checked and read into what the page shows. */
export async function getApiDocs(signal?: AbortSignal): Promise<ApiDocs> {
  return parseApiDocument(await apiClient.get<unknown>('/api/openapi.json', signal));
}

export const apiDocsQueryOptions = queryOptions({
  queryKey: ['api-docs'],
  queryFn: ({ signal }) => getApiDocs(signal),
  // The document changes only with a new release of the server.
  staleTime: Number.POSITIVE_INFINITY,
  // A document that is not OpenAPI will not become one on a second try.
  retry: (failureCount, error) => error.name !== 'InvalidApiDocumentError' && failureCount < 2,
  // The build pre-renders this page in Node, where the query is created but never fetched; its usual
  // collection timer (10 minutes) would keep the build's process alive that long.
  ...(typeof window === 'undefined' ? { gcTime: Number.POSITIVE_INFINITY } : {}),
});

export function useApiDocs() {
  return useQuery(apiDocsQueryOptions);
}
