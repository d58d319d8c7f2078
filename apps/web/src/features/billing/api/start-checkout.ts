import type { CheckoutRequest } from '@app/core/billing/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/billing/checkout: the Stripe Checkout page for a plan or a single report. */
export async function startCheckout(request: CheckoutRequest): Promise<string> {
  const [{ billingRedirectResponseSchema }, response] = await Promise.all([
    import('@app/core/billing/schemas'),
    apiClient.post('/api/billing/checkout', request),
  ]);
  return billingRedirectResponseSchema.parse(response).url;
}

/** Payment happens on Stripe's page: on success the browser goes there (and comes back to the dashboard). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: (url) => window.location.assign(url),
  });
}
