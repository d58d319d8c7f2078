import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { subscribeToSessionEnd } from './auth-tokens';

const maxQueryRetries = 2;

/** A 4xx will not change by asking again; network and server failures might. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < maxQueryRetries;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// Whatever the previous user loaded must not be shown to the next one.
subscribeToSessionEnd(() => queryClient.clear());
