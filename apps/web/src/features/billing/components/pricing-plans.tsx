import { formatDate } from '@app/core/format/dates';
import { type PlanId, planDefinitions } from '@app/core/plans/plans';
import type { TrialPlanId } from '@app/core/plans/trial';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAiProvider } from '@/lib/ai-availability';
import { useAuth } from '@/lib/auth';
import { useBillingConfig } from '@/lib/billing-config';
import { toast } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { useStartCheckout } from '../api/start-checkout';
import { useStartTrial } from '../api/start-trial';
import { BillingCycleSwitch, type SubscriptionCycle } from './billing-cycle-switch';
import { type CheckoutRequest, isCurrentPlan, PlanAction, type TrialRequest } from './plan-action';
import { PlanCard } from './plan-card';
import { PlanPrice } from './plan-price';

const subscriptionPlans = ['free', 'starter', 'professional', 'enterprise'] as const satisfies PlanId[];

/**
 * The plans side by side with the billing switch, then pay-per-report. A trial starts from here and,
 * when the server has a payment provider, a Stripe Checkout too.
 */
export function PricingPlans() {
  const { t } = useTranslation('pricing');
  const language = useLanguage();
  const auth = useAuth();
  const [cycle, setCycle] = useState<SubscriptionCycle>('monthly');
  const startTrial = useStartTrial();
  const [started, setStarted] = useState<{ plan: TrialPlanId; endsAt: string } | null>(null);
  const pendingPlan = startTrial.isPending ? (startTrial.variables ?? null) : null;
  const config = useBillingConfig();
  const aiProvider = useAiProvider();
  const startCheckout = useStartCheckout();
  const checkoutItem = (request: typeof startCheckout.variables) =>
    request ? ('product' in request ? request.product : request.plan) : null;

  const checkout: CheckoutRequest = {
    purchasable: config.data?.purchasable ?? [],
    start: (item) =>
      startCheckout.mutate(item === 'payPerReport' ? { product: item } : { plan: item, cycle }),
    // Until the browser has left for Stripe's page, the buttons stay disabled.
    pendingItem:
      startCheckout.isPending || startCheckout.isSuccess ? checkoutItem(startCheckout.variables) : null,
    failedItem: startCheckout.isError ? checkoutItem(startCheckout.variables) : null,
    error: startCheckout.error?.message ?? null,
  };

  const trial: TrialRequest = {
    start: (plan) =>
      startTrial.mutate(plan, {
        onSuccess: (user) => {
          const name = planDefinitions[plan].name[language];
          setStarted({ plan, endsAt: user.trialEndsAt ?? '' });
          toast.success(t('actions.trialStarted', { plan: name }));
        },
      }),
    pendingPlan,
    failedPlan: startTrial.isError ? (startTrial.variables ?? null) : null,
    error: startTrial.error?.message ?? null,
  };

  return (
    <div className="flex flex-col gap-8">
      {started && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-success-700 bg-success-50 p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex flex-col gap-1">
            <p className="font-bold text-ink">
              {t('actions.startedTitle', {
                plan: planDefinitions[started.plan].name[language],
                date: started.endsAt ? formatDate(started.endsAt, language) : '',
              })}
            </p>
            <p className="text-ink-muted">{t('actions.startedText')}</p>
          </div>
          <Link to={paths.dashboard.getHref()} className={buttonClassName({ className: 'shrink-0' })}>
            {t('actions.goToDashboard')}
          </Link>
        </div>
      )}
      <BillingCycleSwitch value={cycle} onChange={setCycle} />
      <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-4">
        {subscriptionPlans.map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            isInRow
            isCurrent={isCurrentPlan(auth, plan)}
            price={<PlanPrice plan={plan} cycle={cycle} />}
            action={<PlanAction plan={plan} auth={auth} trial={trial} checkout={checkout} cycle={cycle} />}
          />
        ))}
      </ul>
      <ul>
        <PlanCard
          plan="payPerReport"
          className="md:grid md:grid-cols-2 md:gap-x-8"
          isCurrent={isCurrentPlan(auth, 'payPerReport')}
          price={<PlanPrice plan="payPerReport" cycle={cycle} />}
          action={
            <PlanAction plan="payPerReport" auth={auth} trial={trial} checkout={checkout} cycle={cycle} />
          }
        />
      </ul>
      <p className="max-w-[70ch] text-sm text-ink-muted">{t('rolloutNote')}</p>
      {aiProvider && <p className="max-w-[70ch] text-sm text-ink-muted">{t('aiFeatures.note')}</p>}
    </div>
  );
}
