import type { OAuthProviderId } from '@app/core/auth/oauth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { apiClient } from '@/lib/api-client';

// The schema (and zod) loads with the answer, keeping it out of the sign-in screens' initial JavaScript.
export async function getProviders(signal?: AbortSignal): Promise<OAuthProviderId[]> {
  const [{ providersResponseSchema }, response] = await Promise.all([
    import('@app/core/auth/oauth'),
    apiClient.get('/api/auth/providers', signal),
  ]);
  return providersResponseSchema.parse(response).providers;
}

export const providersQueryOptions = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: ({ signal }) => getProviders(signal),
  // The server's configuration does not change while the page is open.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useProviders() {
  return useQuery(providersQueryOptions);
}

/** Social sign-in is a full-page navigation: the provider's pages cannot run inside this app. */
export function getOAuthStartUrl(provider: OAuthProviderId): string {
  return `${env.apiBaseUrl}/api/auth/oauth/${provider}/start`;
}
