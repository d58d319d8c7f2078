import { billingRedirectResponseSchema } from '@app/core/billing/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/billing/portal: Stripe's Customer Portal (payment method, invoices, plan, cancellation). */
export async function openBillingPortal(): Promise<string> {
  return billingRedirectResponseSchema.parse(await apiClient.post('/api/billing/portal')).url;
}

export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal, onSuccess: (url) => window.location.assign(url) });
}
