import type { SubscriptionCycle, SubscriptionPlanId } from '@app/core/billing/schemas';
import { getPlanForSubscriptionStatus } from '@app/core/billing/subscription-status';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { AppTransaction } from '../../db/client';
import { AppError } from '../../errors';
import type { BillingContext } from './context';
import {
  findSubscriptionByCustomer,
  insertReportCredit,
  moveFreeUserToPayPerReport,
  recordStripeEvent,
  saveSubscription,
  setUserPlan,
  userExists,
} from './repository';

type Effect = { tx: AppTransaction; ctx: BillingContext; now: Date; log: FastifyBaseLogger; eventId: string };
export type WebhookOutcome = 'processed' | 'duplicate';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Verifies a webhook against its signature (on the exact bytes received) and applies it once: the
 * event's id is recorded in the same transaction as its effects, so a redelivery changes nothing and a
 * failure leaves no trace for Stripe's retry to trip over.
 */
export async function handleStripeWebhook(
  ctx: BillingContext,
  payload: Buffer,
  signature: string | undefined,
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  if (!ctx.stripe || !ctx.stripeConfig) throw new AppError('BILLING_NOT_CONFIGURED');
  let event: Stripe.Event;
  try {
    event = ctx.stripe.webhooks.constructEvent(payload, signature ?? '', ctx.stripeConfig.webhookSecret);
  } catch (error) {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID', { cause: error });
  }
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const isNew = await recordStripeEvent(tx, { id: event.id, type: event.type, processedAt: now });
    if (!isNew) return 'duplicate';
    await applyEvent({ tx, ctx, now, log, eventId: event.id }, event);
    return 'processed';
  });
}

async function applyEvent(effect: Effect, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return applyCheckout(effect, event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscription(effect, event.data.object, event.type === 'customer.subscription.deleted');
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return applyInvoice(effect, event.data.object, event.type === 'invoice.paid');
    default:
      // Recorded (so it is not processed twice) and otherwise ignored.
      return;
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function applyCheckout(effect: Effect, session: Stripe.Checkout.Session): Promise<void> {
  const { tx, now } = effect;
  const userId = session.client_reference_id;
  if (!userId || !uuidPattern.test(userId) || !(await userExists(tx, userId))) {
    return logUnknown(effect, 'checkout session for an unknown account');
  }
  const customerId = idOf(session.customer);
  if (session.mode === 'subscription') {
    // The plan itself comes with customer.subscription.*; this links the customer to the account.
    if (customerId) {
      await saveSubscription(tx, userId, customerId, {
        stripeSubscriptionId: idOf(session.subscription),
        updatedAt: now,
      });
    }
    return;
  }
  if (session.mode !== 'payment') return;
  // Bank transfers and the like complete later: async_payment_succeeded brings those.
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return;
  if (customerId) {
    const existing = await findSubscriptionByCustomer(tx, customerId);
    if (!existing) await saveSubscription(tx, userId, customerId, { updatedAt: now });
  }
  await insertReportCredit(tx, {
    userId,
    source: 'stripe',
    stripeCheckoutSessionId: session.id,
    createdAt: now,
  });
  await moveFreeUserToPayPerReport(tx, userId, now);
}

async function applySubscription(
  effect: Effect,
  subscription: Stripe.Subscription,
  isDeleted: boolean,
): Promise<void> {
  const { tx, ctx, now } = effect;
  const customerId = idOf(subscription.customer);
  if (!customerId) return logUnknown(effect, 'subscription without a customer');
  const known = await findSubscriptionByCustomer(tx, customerId);
  // Stripe may deliver the subscription before the checkout session: the metadata names the account.
  const metadataUser = subscription.metadata?.userId;
  const userId =
    known?.userId ??
    (metadataUser && uuidPattern.test(metadataUser) && (await userExists(tx, metadataUser))
      ? metadataUser
      : null);
  if (!userId) return logUnknown(effect, 'subscription of an unknown customer');
  // An older subscription's late news must not undo the current one.
  if (known?.stripeSubscriptionId && known.stripeSubscriptionId !== subscription.id && isDeleted) return;

  const item = subscription.items.data[0];
  const priced = item ? findPlanByPrice(ctx, item.price.id) : undefined;
  if (!priced && !isDeleted)
    effect.log.warn({ eventId: effect.eventId }, 'subscription with an unknown price');
  const status = isDeleted ? 'canceled' : subscription.status;
  await saveSubscription(tx, userId, customerId, {
    stripeSubscriptionId: subscription.id,
    ...(priced ? { plan: priced.plan, billingCycle: priced.cycle } : {}),
    status,
    // Since API version 2025-03-31 the billing period is on each item, not on the subscription.
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    updatedAt: now,
  });
  const plan = isDeleted ? 'free' : priced ? getPlanForSubscriptionStatus(status, priced.plan) : null;
  if (plan) await setUserPlan(tx, userId, plan, now);
}

/** A payment's outcome changes the status shown; the plan changes only with the subscription's events. */
async function applyInvoice(effect: Effect, invoice: Stripe.Invoice, isPaid: boolean): Promise<void> {
  const { tx, now } = effect;
  const customerId = idOf(invoice.customer);
  const known = customerId ? await findSubscriptionByCustomer(tx, customerId) : undefined;
  if (!known || !customerId) return logUnknown(effect, 'invoice of an unknown customer');
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId || subscriptionId !== known.stripeSubscriptionId) return;
  // A paid invoice ends a payment problem; it does not turn a trialing or cancelled one into active.
  const status = isPaid ? (known.status === 'past_due' ? 'active' : null) : 'past_due';
  if (!status || known.status === 'canceled') return;
  await saveSubscription(tx, known.userId, customerId, { status, updatedAt: now });
}

function findPlanByPrice(
  ctx: BillingContext,
  priceId: string,
): { plan: SubscriptionPlanId; cycle: SubscriptionCycle } | undefined {
  const prices = ctx.stripeConfig?.subscriptionPrices ?? {};
  for (const [plan, cycles] of Object.entries(prices) as [
    SubscriptionPlanId,
    Record<SubscriptionCycle, string>,
  ][]) {
    if (cycles.monthly === priceId) return { plan, cycle: 'monthly' };
    if (cycles.annual === priceId) return { plan, cycle: 'annual' };
  }
  return undefined;
}

/** Logged by event id only: no e-mail, name or customer details in the logs. */
function logUnknown(effect: Effect, reason: string): void {
  effect.log.warn({ eventId: effect.eventId }, `stripe webhook ignored: ${reason}`);
}
