import type { BillingConfig } from '@app/core/billing/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/**
 * GET /api/billing/config: whether plans can be bought online, so the pricing page and every upgrade
 * prompt offer only what works here.
 */
export async function getBillingConfig(signal?: AbortSignal): Promise<BillingConfig> {
  // The schema (and zod) loads with the answer, keeping it out of the initial JavaScript of the screens
  // that ask (the pricing page, the questionnaire, the reports).
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
