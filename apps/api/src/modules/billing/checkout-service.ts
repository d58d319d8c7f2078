import type {
  BillingConfig,
  CheckoutRequest,
  PurchasableId,
  SubscriptionPlanId,
  SubscriptionSummary,
} from '@app/core/billing/schemas';
import { describeSubscriptionState } from '@app/core/billing/subscription-status';
import type { Language } from '@app/core/errors';
import { isTrialActive } from '@app/core/plans/trial';
import type Stripe from 'stripe';
import { AppError } from '../../errors';
import { resolveUserPlan } from '../auth/public-user';
import { findUserById } from '../auth/users-repository';
import type { BillingContext } from './context';
import { countUnusedReportCredits, findSubscriptionByUser, type SubscriptionRow } from './repository';

/** Statuses under which the account already pays for a plan: a change of plan goes through the portal. */
const liveStatuses = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete']);

function requireStripe(ctx: BillingContext) {
  if (!ctx.stripe || !ctx.stripeConfig) throw new AppError('BILLING_NOT_CONFIGURED');
  return { stripe: ctx.stripe, config: ctx.stripeConfig };
}

export function getBillingConfig(ctx: BillingContext): BillingConfig {
  const prices = ctx.stripeConfig?.subscriptionPrices;
  if (!prices) return { isPaymentAvailable: false, purchasable: [] };
  const plans = (Object.keys(prices) as SubscriptionPlanId[]).filter((plan) => prices[plan]);
  return { isPaymentAvailable: true, purchasable: [...plans, 'payPerReport'] satisfies PurchasableId[] };
}

/**
 * A Stripe Checkout session for a plan or a single report, for an account that chooses its own plan. The user id travels as the session's
 * client_reference_id and in the subscription's metadata, so every webhook can find the account, in
 * whatever order Stripe delivers them.
 */
export async function createCheckout(
  ctx: BillingContext,
  user: { id: string; email: string; worksUnderTeamPlan: boolean },
  request: CheckoutRequest,
  language: Language,
): Promise<string> {
  // A member's own purchase would change nothing: the workspace works under its owner's plan.
  if (user.worksUnderTeamPlan) throw new AppError('FORBIDDEN', { messageKey: 'trialTeamMember' });
  const { stripe, config } = requireStripe(ctx);
  const existing = await findSubscriptionByUser(ctx.db, user.id);
  const isSubscription = 'plan' in request;
  // A second subscription would bill twice; the portal changes the plan of the one there is.
  if (isSubscription && existing?.stripeSubscriptionId && liveStatuses.has(existing.status ?? '')) {
    return createPortal(ctx, user.id);
  }
  const price = isSubscription
    ? config.subscriptionPrices[request.plan]?.[request.cycle]
    : config.payPerReportPrice;
  if (!price) throw new AppError('BILLING_NOT_CONFIGURED', { messageKey: 'billingPlanNotForSale' });

  const params: Stripe.Checkout.SessionCreateParams = {
    mode: isSubscription ? 'subscription' : 'payment',
    line_items: [{ price, quantity: 1 }],
    client_reference_id: user.id,
    metadata: { userId: user.id },
    locale: language,
    success_url: `${ctx.publicUrl}/dashboard?tab=subscription&checkout=success`,
    cancel_url: `${ctx.publicUrl}/pricing`,
    ...(existing ? { customer: existing.stripeCustomerId } : { customer_email: user.email }),
    ...(isSubscription
      ? { subscription_data: { metadata: { userId: user.id } } }
      : // A customer for a single report too, so its receipt and invoices are in the portal.
        existing
        ? {}
        : { customer_creation: 'always' }),
  };
  const session = await stripe.checkout.sessions.create(params);
  if (!session.url) throw new Error('Stripe answered a Checkout session without a url');
  return session.url;
}

/** The Stripe Customer Portal: payment method, invoices, change of plan, cancellation. */
export async function createPortal(ctx: BillingContext, userId: string): Promise<string> {
  const { stripe } = requireStripe(ctx);
  const existing = await findSubscriptionByUser(ctx.db, userId);
  if (!existing) throw new AppError('NOT_FOUND', { messageKey: 'billingNoCustomer' });
  const session = await stripe.billingPortal.sessions.create({
    customer: existing.stripeCustomerId,
    return_url: `${ctx.publicUrl}/dashboard?tab=subscription`,
  });
  return session.url;
}

export async function getSubscriptionSummary(
  ctx: BillingContext,
  userId: string,
): Promise<SubscriptionSummary> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  const now = ctx.now();
  const [row, reportCredits] = await Promise.all([
    findSubscriptionByUser(ctx.db, userId),
    countUnusedReportCredits(ctx.db, userId),
  ]);
  const isTrialRunning = user.plan === 'free' && isTrialActive(user, now);
  return {
    plan: user.plan,
    effectivePlan: resolveUserPlan(user, now),
    state: describeSubscriptionState({
      status: row?.status ?? null,
      cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
      isTrialRunning,
    }),
    status: row?.status ?? null,
    billingCycle: row?.billingCycle ?? null,
    currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
    trialEndsAt: isTrialRunning ? (user.trialEndsAt?.toISOString() ?? null) : null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    canManageBilling: isPortalAvailable(ctx, row),
    reportCredits,
  };
}

function isPortalAvailable(ctx: BillingContext, row: SubscriptionRow | undefined): boolean {
  return ctx.stripe !== undefined && row !== undefined;
}
