import { type SubscriptionSummary, subscriptionResponseSchema } from '@app/core/billing/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function getSubscription(signal?: AbortSignal): Promise<SubscriptionSummary> {
  return subscriptionResponseSchema.parse(await apiClient.get('/api/billing/subscription', signal))
    .subscription;
}

export const subscriptionQueryOptions = queryOptions({
  queryKey: ['account', 'subscription'] as const,
  queryFn: ({ signal }) => getSubscription(signal),
  staleTime: 0,
});

/**
 * The subscription as the server knows it. After a payment Stripe's webhook may come a few seconds after
 * the customer is back, so `isAwaitingPayment` asks again every few seconds for a short while.
 */
export function useSubscription({ isAwaitingPayment = false } = {}) {
  return useQuery({
    ...subscriptionQueryOptions,
    refetchInterval: (query) => (isAwaitingPayment && query.state.dataUpdateCount < 6 ? 3_000 : false),
  });
}
