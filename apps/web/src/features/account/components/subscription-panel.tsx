import { formatDate } from '@app/core/format/dates';
import { aiOnlyFeatures, type PlanId, planDefinitions, planFeatures } from '@app/core/plans/plans';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/list-icons';
import { paths } from '@/config/paths';
import { useAiProvider } from '@/lib/ai-availability';
import { useAuth, verifySession } from '@/lib/auth';
import { useLanguage } from '@/lib/use-language';
import { useSubscription } from '../api/get-subscription';
import { AiUsage } from './ai-usage';
import { SubscriptionStatus } from './subscription-status';

/**
 * The user's plan, its status and what it includes, read from the core's plan definitions (the server
 * enforces the same). Back from Stripe's Checkout (`?checkout=success`), it says the plan is on its way:
 * Stripe's webhook may arrive a few seconds later, so the subscription is asked for again meanwhile.
 */
export function SubscriptionPanel({ plan: sessionPlan, usage }: { plan: PlanId; usage?: ReactNode }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const isBackFromCheckout = searchParams.get('checkout') === 'success';
  const subscription = useSubscription({ isAwaitingPayment: isBackFromCheckout });
  const summary = subscription.data;
  const plan = summary?.effectivePlan ?? sessionPlan;
  const definition = planDefinitions[plan];
  const auth = useAuth();
  const aiProvider = useAiProvider();
  const trialEndsAt = auth.user?.trialEndsAt ?? null;
  // The server already answers with the trial's plan while it runs; the date says until when.
  const isOnTrial = trialEndsAt !== null && plan !== 'free' && Date.parse(trialEndsAt) > Date.now();

  // A plan bought (or ended) in Stripe changes the permissions of the whole app, not only this tab.
  useEffect(() => {
    if (summary && summary.effectivePlan !== sessionPlan) void verifySession();
  }, [summary, sessionPlan]);

  const includes = [
    t(`subscription.analysis.${definition.analysisAccess}`),
    definition.auditLimit === null
      ? t('subscription.audits.unlimited')
      : t(`subscription.audits.${definition.auditPeriod}`, { count: definition.auditLimit }),
    definition.teamSize === null
      ? t('subscription.team.unlimited')
      : definition.teamSize <= 1
        ? t('subscription.team.solo')
        : t('subscription.team.upTo', { count: definition.teamSize }),
    ...(definition.reportRetentionDays === null
      ? []
      : [t('subscription.retention', { count: definition.reportRetentionDays })]),
    ...planFeatures
      .filter((feature) => definition.features[feature])
      // Without a language-model provider the plan offers no AI feature, so it lists none.
      .filter((feature) => aiProvider !== undefined || !aiOnlyFeatures.includes(feature))
      .map((feature) => t(`subscription.features.${feature}`)),
  ];

  return (
    <section aria-labelledby="subscription-title" className="flex flex-col gap-4">
      <h2 id="subscription-title" className="text-xl font-bold text-ink">
        {t('subscription.title')}
      </h2>
      {isBackFromCheckout && (
        <div
          role="status"
          className="flex flex-col gap-1 rounded-xl border border-success-700 bg-success-50 p-4"
        >
          <p className="font-bold text-ink">{t('subscription.checkoutSuccess.title')}</p>
          <p className="text-ink-muted">{t('subscription.checkoutSuccess.text')}</p>
        </div>
      )}
      <div className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-5 sm:p-6">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-ink-muted">{t('subscription.currentPlan')}</p>
          <p className="text-2xl font-bold text-brand-800" data-testid="plan-name">
            {definition.name[language]}
          </p>
          {isOnTrial && (
            <div
              className="mt-2 flex flex-col gap-0.5 rounded-lg bg-brand-50 px-3 py-2"
              data-testid="trial-end"
            >
              <p className="font-semibold text-brand-800">
                {t('subscription.trialEnds', { date: formatDate(trialEndsAt, language) })}
              </p>
              <p className="text-sm text-ink-muted">{t('subscription.trialEndsNote')}</p>
            </div>
          )}
        </div>
        {summary && <SubscriptionStatus summary={summary} />}
        {subscription.isError && <p className="text-sm text-ink-muted">{t('subscription.loadFailed')}</p>}
        {usage}
        {aiProvider && <AiUsage />}
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-ink">{t('subscription.includes')}</h3>
          <ul className="flex flex-col gap-2">
            {includes.map((text) => (
              <li key={text} className="flex items-start gap-2 text-ink">
                <CheckIcon className="size-5 text-success-700" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <Link
          to={paths.pricing.getHref()}
          className={buttonClassName({
            variant: plan === 'free' ? 'primary' : 'secondary',
            className: 'self-start',
          })}
        >
          {plan === 'free' ? t('subscription.upgrade') : t('subscription.comparePlans')}
        </Link>
      </div>
    </section>
  );
}
