import type { PlanId } from '../plans/plans';
import type { SubscriptionState } from './schemas';

/** Stripe statuses under which the customer keeps the plan they pay for (past_due: Stripe still retries). */
const payingStatuses = new Set(['active', 'trialing', 'past_due']);
/** Statuses after which nothing more will be paid: the account goes back to Free. */
const endedStatuses = new Set(['canceled', 'unpaid', 'incomplete_expired', 'paused']);

/**
 * The plan an account should have after Stripe reports a subscription's status: the subscription's plan
 * while it is paid for, Free once it has ended, and null (leave it as it is) while it is not decided yet
 * (`incomplete`: the first payment is still being made).
 */
export function getPlanForSubscriptionStatus(status: string, plan: PlanId): PlanId | null {
  if (payingStatuses.has(status)) return plan;
  if (endedStatuses.has(status)) return 'free';
  return null;
}

/** The subscription's state in the words the subscription tab uses. */
export function describeSubscriptionState(input: {
  status: string | null;
  cancelAtPeriodEnd: boolean;
  isTrialRunning: boolean;
}): SubscriptionState {
  const { status, cancelAtPeriodEnd, isTrialRunning } = input;
  if (status === 'past_due' || status === 'unpaid') return 'pastDue';
  if (status && payingStatuses.has(status)) return cancelAtPeriodEnd ? 'cancels' : 'active';
  if (isTrialRunning) return 'trial';
  if (status && endedStatuses.has(status)) return 'canceled';
  return 'none';
}
