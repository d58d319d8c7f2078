import type { PurchasableId } from '@app/core/billing/schemas';
import { formatDate } from '@app/core/format/dates';
import type { PlanId } from '@app/core/plans/plans';
import type { TrialPlanId } from '@app/core/plans/trial';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { AuthState } from '@/lib/auth';
import { useLanguage } from '@/lib/use-language';
import type { SubscriptionCycle } from './billing-cycle-switch';

export type TrialRequest = {
  start: (plan: TrialPlanId) => void;
  pendingPlan: TrialPlanId | null;
  failedPlan: TrialPlanId | null;
  error: string | null;
};

/** Online payment: which plans Stripe sells here, and the Checkout under way or failed. */
export type CheckoutRequest = {
  purchasable: readonly PurchasableId[];
  start: (item: PurchasableId) => void;
  pendingItem: PurchasableId | null;
  failedItem: PurchasableId | null;
  error: string | null;
};

const signupHref = `${paths.signup.getHref()}?${new URLSearchParams({ next: paths.pricing.getHref() })}`;

/** Whether the signed-in user's plan is this one (a running trial counts: the server says so). */
export function isCurrentPlan(auth: AuthState, plan: PlanId): boolean {
  return auth.status === 'signed-in' && auth.user.plan === plan;
}

const isPurchasable = (checkout: CheckoutRequest, plan: PlanId): plan is PurchasableId =>
  (checkout.purchasable as readonly string[]).includes(plan);

/** What a person can do about a plan, given who they are and whether payment is online. */
export function PlanAction({
  plan,
  auth,
  trial,
  checkout,
  cycle,
}: {
  plan: PlanId;
  auth: AuthState;
  trial: TrialRequest;
  checkout: CheckoutRequest;
  cycle: SubscriptionCycle;
}) {
  const { t } = useTranslation('pricing');
  const language = useLanguage();
  const noteId = useId();
  const user = auth.status === 'signed-in' ? auth.user : null;
  const canBuy = isPurchasable(checkout, plan);
  const buyText =
    plan === 'payPerReport'
      ? t('actions.buyReport')
      : cycle === 'annual'
        ? t('actions.subscribeAnnual')
        : t('actions.subscribeMonthly');

  if (plan === 'free')
    return (
      <Link
        to={paths.complianceForm.getHref()}
        className={buttonClassName({ variant: 'secondary', className: 'w-full' })}
      >
        {user ? t('actions.newAssessment') : t('actions.startFree')}
      </Link>
    );

  const buyButton = (variant: 'primary' | 'secondary') =>
    canBuy && (
      <>
        {user ? (
          <Button
            variant={variant}
            className="w-full"
            onClick={() => checkout.start(plan)}
            disabled={checkout.pendingItem !== null}
          >
            {checkout.pendingItem === plan ? t('actions.redirecting') : buyText}
          </Button>
        ) : (
          // Visitors sign up (or sign in from there) and come back to the prices.
          <Link to={signupHref} className={buttonClassName({ variant, className: 'w-full' })}>
            {buyText}
          </Link>
        )}
        {checkout.failedItem === plan && checkout.error && (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {checkout.error}
          </p>
        )}
      </>
    );

  if (plan === 'payPerReport')
    return canBuy ? (
      <>
        {buyButton('secondary')}
        <p className="text-sm text-ink-muted">{t('actions.securePayment')}</p>
      </>
    ) : (
      <>
        <Button variant="secondary" className="w-full" disabled aria-describedby={noteId}>
          {t('actions.buyReport')}
        </Button>
        <p id={noteId} className="text-sm text-ink-muted">
          {t('actions.paymentSoon')}
        </p>
      </>
    );

  // Enterprise is priced on request unless a price is configured: it has its trial like every plan sold
  // by subscription (core's plans), and it is bought through the sales team.
  const salesLink = (variant: 'primary' | 'secondary') =>
    plan === 'enterprise' &&
    !canBuy && (
      <Link to={paths.contactSales.getHref()} className={buttonClassName({ variant, className: 'w-full' })}>
        {t('actions.contactSales')}
      </Link>
    );
  const otherWay = (variant: 'primary' | 'secondary') => buyButton(variant) || salesLink(variant);

  if (!user)
    return (
      <>
        <Link to={signupHref} className={buttonClassName({ className: 'w-full' })}>
          {t('actions.startTrial')}
        </Link>
        <p className="text-center text-sm text-ink-muted">{t('actions.noCard')}</p>
        {otherWay('secondary')}
      </>
    );

  const trialEndsAt = user.trialEndsAt ?? null;
  const trialDate = trialEndsAt ? formatDate(trialEndsAt, language) : '';
  const isTrialRunning = trialEndsAt !== null && Date.parse(trialEndsAt) > Date.now();

  if (user.plan === plan)
    return (
      <>
        <p className="rounded-lg bg-brand-50 px-3 py-2.5 text-center font-semibold text-brand-800">
          {isTrialRunning ? t('actions.onTrial', { date: trialDate }) : t('actions.currentPlan')}
        </p>
        {/* During the trial the plan can be bought, to keep it after the trial's end. */}
        {isTrialRunning && buyButton('secondary')}
      </>
    );

  if (user.plan === 'free' && trialEndsAt === null) {
    const isPending = trial.pendingPlan === plan;
    const error = trial.failedPlan === plan ? trial.error : null;
    return (
      <>
        <Button
          className="w-full"
          onClick={() => trial.start(plan)}
          disabled={trial.pendingPlan !== null}
          aria-describedby={noteId}
        >
          {isPending ? t('actions.starting') : t('actions.startTrial')}
        </Button>
        <p id={noteId} className="text-center text-sm text-ink-muted">
          {t('actions.noCard')}
        </p>
        {error && (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {error}
          </p>
        )}
        {otherWay('secondary')}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-2 text-sm text-ink-muted">
      {trialEndsAt !== null && !isTrialRunning && (
        <p className="font-medium text-ink">{t('actions.trialEnded', { date: trialDate })}</p>
      )}
      {trialEndsAt !== null && <p>{t('actions.trialUsedHint')}</p>}
      {otherWay('primary') || <p>{t('actions.paymentSoon')}</p>}
    </div>
  );
}
