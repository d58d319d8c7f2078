import type { PurchasableId } from '@app/core/billing/schemas';
import { paths } from '../config/paths';
import { type AuthUser, useAuth } from './auth';
import { useBillingConfig } from './billing-config';

/**
 * A way to more of the product that works in this installation (docs/product-decisions.md, Plans and
 * quotas): the trial while the account can have it (a visitor signs up first), buying online only
 * when payment is configured, otherwise the sales team.
 */
export type UpgradePath = 'signUpForTrial' | 'startTrial' | 'choosePlan' | 'buyReport' | 'contactSales';

/** One trial per account, from the free plan; a running or ended trial leaves its end date behind. */
export function canStartTrial(user: AuthUser): boolean {
  return user.plan === 'free' && !user.trialEndsAt;
}

/** The ways on for this person, the one to offer first first. */
export function listUpgradePaths(
  user: AuthUser | null,
  purchasable: readonly PurchasableId[],
): UpgradePath[] {
  const canBuyReport = purchasable.includes('payPerReport');
  if (!user) return canBuyReport ? ['signUpForTrial', 'buyReport'] : ['signUpForTrial'];
  // A team member's own trial or purchase would change nothing: the owner chooses the plan.
  if (user.worksUnderTeamPlan) return ['contactSales'];
  const ways: UpgradePath[] = [];
  if (canStartTrial(user)) ways.push('startTrial');
  else if (purchasable.some((item) => item !== 'payPerReport')) ways.push('choosePlan');
  // A single report changes nothing for a subscriber: it is for the free and pay-per-report plans.
  if (canBuyReport && (user.plan === 'free' || user.plan === 'payPerReport')) ways.push('buyReport');
  if (ways.length === 0) ways.push('contactSales');
  return ways;
}

/** Where each way starts: sign-up comes back to the prices, where the trial and Checkout start. */
export function getUpgradeHref(path: UpgradePath, signedIn: boolean): string {
  if (path === 'contactSales') return paths.contactSales.getHref();
  if (path === 'signUpForTrial' || !signedIn)
    return `${paths.signup.getHref()}?${new URLSearchParams({ next: paths.pricing.getHref() })}`;
  return paths.pricing.getHref();
}

/** The signed-in user's (or the visitor's) ways on; payment counts as absent until the server says so. */
export function useUpgradePaths(): { ways: UpgradePath[]; isSignedIn: boolean } {
  const auth = useAuth();
  const config = useBillingConfig();
  return {
    ways: listUpgradePaths(auth.user, config.data?.purchasable ?? []),
    isSignedIn: auth.status === 'signed-in',
  };
}
