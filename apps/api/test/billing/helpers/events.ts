import Stripe from 'stripe';
import type { TestApp } from '../../helpers/app';
import { webhookSecret } from './stripe-peer';

const stripe = new Stripe('sk_test_only_for_signing');
let counter = 0;

/** A Stripe event around an object, shaped as Stripe sends it. */
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${++counter}`) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** Sends a body to the webhook with a signature made by the Stripe library's own test helper. */
export function postWebhook(
  testApp: TestApp,
  event: unknown,
  options: { secret?: string; signature?: string | null; body?: string } = {},
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret })
      : options.signature;
  return testApp.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload: options.body ?? payload,
  });
}

export function subscriptionObject(fields: {
  id: string;
  customer: string;
  price: string;
  status: string;
  userId?: string;
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
}) {
  return {
    id: fields.id,
    object: 'subscription',
    customer: fields.customer,
    status: fields.status,
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    metadata: fields.userId ? { userId: fields.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${fields.id}`,
          object: 'subscription_item',
          price: { id: fields.price, object: 'price' },
          current_period_end: fields.periodEnd ?? 1_893_456_000,
        },
      ],
    },
  };
}

export function checkoutSessionObject(fields: {
  id: string;
  userId: string;
  mode: 'payment' | 'subscription';
  customer: string | null;
  subscription?: string;
  paymentStatus?: string;
}) {
  return {
    id: fields.id,
    object: 'checkout.session',
    mode: fields.mode,
    client_reference_id: fields.userId,
    customer: fields.customer,
    subscription: fields.subscription ?? null,
    payment_status: fields.paymentStatus ?? 'paid',
    status: 'complete',
  };
}
