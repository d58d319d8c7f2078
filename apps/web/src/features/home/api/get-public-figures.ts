import type { PublicFigures } from '@app/core/reports/public-figures';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The product's own figures, each null until it passes its threshold (the server decides). */
export async function getPublicFigures(signal?: AbortSignal): Promise<PublicFigures> {
  // The schema (and zod) loads with the answer, keeping it out of the home page's initial JavaScript.
  const [{ publicFiguresResponseSchema }, response] = await Promise.all([
    import('@app/core/reports/public-figures'),
    apiClient.get('/api/public-figures', signal),
  ]);
  return publicFiguresResponseSchema.parse(response).figures;
}

/**
 * Asked only once the page is the browser's (`isEnabled` after hydration): the pre-rendered page and its
 * hydration render without them (docs/decisions/003-prerendering.md).
 */
export function usePublicFigures({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: ['public-figures'],
    queryFn: ({ signal }) => getPublicFigures(signal),
    enabled: isEnabled,
    // The server refreshes them every 10 minutes; a figure that failed to load is simply not shown.
    staleTime: 10 * 60_000,
    retry: false,
  });
}
