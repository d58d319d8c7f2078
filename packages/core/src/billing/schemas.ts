import { z } from 'zod';
import { planIds } from '../plans/plans';
import { trialPlanIds } from '../plans/trial';

/** POST /api/billing/trial: which paid plan to try for 14 days, without a card. */
export const startTrialSchema = z.object({ plan: z.enum(trialPlanIds) });
export type StartTrialInput = z.infer<typeof startTrialSchema>;

/** The plans sold by subscription through Checkout; Enterprise only when a price is configured. */
export const subscriptionPlanIds = trialPlanIds;
export type SubscriptionPlanId = (typeof subscriptionPlanIds)[number];
export const subscriptionCycles = ['monthly', 'annual'] as const;
export type SubscriptionCycle = (typeof subscriptionCycles)[number];

/** What can be bought online: a subscription plan, or one single report. */
export const purchasableIds = [...subscriptionPlanIds, 'payPerReport'] as const;
export type PurchasableId = (typeof purchasableIds)[number];

/** POST /api/billing/checkout: a plan with its billing cycle, or one single report. */
export const checkoutRequestSchema = z.union([
  z.strictObject({ plan: z.enum(subscriptionPlanIds), cycle: z.enum(subscriptionCycles) }),
  z.strictObject({ product: z.literal('payPerReport') }),
]);
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Checkout and the Customer Portal answer with the page of the payment provider to go to. */
export const billingRedirectResponseSchema = z.object({
  success: z.literal(true),
  url: z.url().describe('The payment provider’s page; the browser goes there'),
});
export type BillingRedirectResponse = z.infer<typeof billingRedirectResponseSchema>;

/** GET /api/billing/config: whether online payment exists, so the pricing page offers the right buttons. */
export const billingConfigResponseSchema = z.object({
  success: z.literal(true),
  billing: z.object({
    isPaymentAvailable: z.boolean(),
    /** What a signed-in user can buy online; empty without a payment provider. */
    purchasable: z.array(z.enum(purchasableIds)),
  }),
});
export type BillingConfig = z.infer<typeof billingConfigResponseSchema>['billing'];

/**
 * How the subscription stands, in words the UI can translate: `trial` (the free trial runs), `active`,
 * `pastDue` (a payment failed, Stripe retries), `cancels` (ends at the period's end), `canceled`,
 * `none` (never subscribed, or on a plan set by an administrator).
 */
export const subscriptionStates = ['none', 'trial', 'active', 'pastDue', 'cancels', 'canceled'] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];

/** GET /api/billing/subscription: the subscription tab's data. */
export const subscriptionResponseSchema = z.object({
  success: z.literal(true),
  subscription: z.object({
    /** The plan stored on the account (bought or set by an administrator). */
    plan: z.enum(planIds),
    /** The plan that counts now: a running trial's plan, else the stored one. */
    effectivePlan: z.enum(planIds),
    state: z.enum(subscriptionStates),
    /** Stripe's own status text (active, trialing, past_due, canceled...), null without a subscription. */
    status: z.string().nullable(),
    billingCycle: z.enum(subscriptionCycles).nullable(),
    /** When the paid period ends: renewal, or the end when it cancels at the period's end. */
    currentPeriodEnd: z.iso.datetime().nullable(),
    trialEndsAt: z.iso.datetime().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    /** The account has a Stripe customer, so the Customer Portal can open. */
    canManageBilling: z.boolean(),
    /** Single reports bought or granted and not used yet. */
    reportCredits: z.number().int().min(0),
  }),
});
export type SubscriptionSummary = z.infer<typeof subscriptionResponseSchema>['subscription'];
