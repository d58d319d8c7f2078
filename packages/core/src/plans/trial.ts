import type { PlanId } from './plans';
import { trialDays } from './pricing';

/** The plans a trial can be of: those sold by subscription (docs/product-decisions.md, Plans and quotas). */
export const trialPlanIds = ['starter', 'professional', 'enterprise'] as const satisfies readonly PlanId[];
export type TrialPlanId = (typeof trialPlanIds)[number];

/** What an account stores about its plan: the plan it has, and its one trial (kept after it ends). */
export interface PlanState {
  plan: PlanId;
  trialPlan: PlanId | null;
  trialEndsAt: Date | null;
}

const dayMs = 24 * 60 * 60 * 1000;

/** When a trial started at `now` ends. */
export function getTrialEnd(now: Date): Date {
  return new Date(now.getTime() + trialDays * dayMs);
}

export function isTrialActive(state: PlanState, now: Date): boolean {
  return state.trialPlan !== null && state.trialEndsAt !== null && state.trialEndsAt > now;
}

/**
 * The plan that counts: the trial's while it runs on a free account, else the stored one (a plan bought
 * or set by an administrator during a trial wins). Nothing is changed when a trial ends, so the account
 * is back on its plan, with its reports, without a job having to run.
 */
export function resolveEffectivePlan(state: PlanState, now: Date): PlanId {
  if (state.plan !== 'free' || !isTrialActive(state, now)) return state.plan;
  return state.trialPlan ?? state.plan;
}

export type TrialRefusal = 'trialUsed' | 'trialNotAvailable';

/** One trial per account, and only from the free plan (a paying customer has nothing to try). */
export function checkTrialStart(state: PlanState): TrialRefusal | null {
  if (state.trialEndsAt !== null) return 'trialUsed';
  if (state.plan !== 'free') return 'trialNotAvailable';
  return null;
}
