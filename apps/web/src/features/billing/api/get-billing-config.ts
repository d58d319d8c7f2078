import type { BillingConfig } from '@app/core/billing/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /api/billing/config: whether plans can be bought online, so the page offers the right buttons. */
export async function getBillingConfig(signal?: AbortSignal): Promise<BillingConfig> {
  // The schema (and zod) loads with the answer, keeping it out of the pricing page's initial JavaScript.
  const [{ billingConfigResponseSchema }, response] = await Promise.all([
    import('@app/core/billing/schemas'),
    apiClient.get('/api/billing/config', signal),
  ]);
  return billingConfigResponseSchema.parse(response).billing;
}

export const billingConfigQueryOptions = queryOptions({
  queryKey: ['billing', 'config'] as const,
  queryFn: ({ signal }) => getBillingConfig(signal),
  // A server setting: it changes with a deployment, not while the page is open.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useBillingConfig() {
  return useQuery(billingConfigQueryOptions);
}
