import type { PlanId } from './plans';

/** Paid plans start with a 14-day trial without a card (docs/product-decisions.md, Plans and quotas). */
export const trialDays = 14;

/** Annual billing saves 20 % (docs/product-decisions.md, Plans and quotas). */
export const annualDiscount = 0.2;

export type BillingCycle = 'monthly' | 'annual' | 'oneTime';

/**
 * The product's list prices in euro cents, chosen for Bulgarian small businesses; they are data, not
 * promises: the payment provider's price list is what a customer is charged. Enterprise is on request.
 */
export const listPrices: Readonly<
  Record<PlanId, { monthlyCents: number | null; oneTimeCents: number | null }>
> = {
  free: { monthlyCents: 0, oneTimeCents: null },
  starter: { monthlyCents: 2900, oneTimeCents: null },
  professional: { monthlyCents: 7900, oneTimeCents: null },
  enterprise: { monthlyCents: null, oneTimeCents: null },
  payPerReport: { monthlyCents: null, oneTimeCents: 1900 },
};

/** A plan's price in euro cents for a billing cycle, or null when it is not sold that way. */
export function getPlanPriceCents(plan: PlanId, cycle: BillingCycle): number | null {
  const { monthlyCents, oneTimeCents } = listPrices[plan];
  if (cycle === 'oneTime') return oneTimeCents;
  if (monthlyCents === null) return null;
  return cycle === 'monthly' ? monthlyCents : Math.round(monthlyCents * 12 * (1 - annualDiscount));
}
