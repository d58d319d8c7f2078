import type { Language } from '@app/core/errors';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import type { ApiDocs } from '../utils/api-model';

/**
 * The server's own OpenAPI document in `language`, checked and read into what the page shows. The reader
 * comes with the document, not with the page (docs/decisions/003-prerendering.md, Budget).
 */
export async function getApiDocs(language: Language, signal?: AbortSignal): Promise<ApiDocs> {
  const [{ parseApiDocument }, document] = await Promise.all([
    import('../utils/parse-document'),
    apiClient.get<unknown>(`/api/openapi.json?lang=${language}`, signal),
  ]);
  return parseApiDocument(document);
}

export function apiDocsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['api-docs', language],
    queryFn: ({ signal }) => getApiDocs(language, signal),
    // The document changes only with a new release of the server.
    staleTime: Number.POSITIVE_INFINITY,
    // On a change of language the endpoints stay in the old one until the new document has come.
    placeholderData: keepPreviousData,
    // A document that is not OpenAPI will not become one on a second try.
    retry: (failureCount, error) => error.name !== 'InvalidApiDocumentError' && failureCount < 2,
    // The build pre-renders this page in Node, where the query is created but never fetched; its usual
    // collection timer (10 minutes) would keep the build's process alive that long.
    ...(typeof window === 'undefined' ? { gcTime: Number.POSITIVE_INFINITY } : {}),
  });
}

/** The document in the interface's language. */
export function useApiDocs() {
  return useQuery(apiDocsQueryOptions(useLanguage()));
}
