import { type PlanId, planDefinitions, planFeatures } from '@app/core/plans/plans';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/list-icons';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { getLanguage } from '../../../lib/i18n';

function formatTrialEnd(iso: string): string {
  const language = getLanguage();
  return language === 'bg'
    ? new Intl.DateTimeFormat('bg-BG', { day: 'numeric', month: 'numeric', year: 'numeric' }).format(
        new Date(iso),
      )
    : new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date(iso));
}

/** The user's plan and what it includes, read from the core's plan definitions (the server enforces the same). */
export function SubscriptionPanel({ plan, usage }: { plan: PlanId; usage?: ReactNode }) {
  const { t } = useTranslation('account');
  const definition = planDefinitions[plan];
  const auth = useAuth();
  const trialEndsAt = auth.user?.trialEndsAt ?? null;
  // The server already answers with the trial's plan while it runs; the date says until when.
  const isOnTrial = trialEndsAt !== null && plan !== 'free' && Date.parse(trialEndsAt) > Date.now();
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
      .map((feature) => t(`subscription.features.${feature}`)),
  ];

  return (
    <section aria-labelledby="subscription-title" className="flex flex-col gap-4">
      <h2 id="subscription-title" className="text-xl font-bold text-ink">
        {t('subscription.title')}
      </h2>
      <div className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-5 sm:p-6">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-ink-muted">{t('subscription.currentPlan')}</p>
          <p className="text-2xl font-bold text-brand-800" data-testid="plan-name">
            {definition.name[getLanguage()]}
          </p>
          {isOnTrial && (
            <div
              className="mt-2 flex flex-col gap-0.5 rounded-lg bg-brand-50 px-3 py-2"
              data-testid="trial-end"
            >
              <p className="font-semibold text-brand-800">
                {t('subscription.trialEnds', { date: formatTrialEnd(trialEndsAt) })}
              </p>
              <p className="text-sm text-ink-muted">{t('subscription.trialEndsNote')}</p>
            </div>
          )}
        </div>
        {usage}
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
