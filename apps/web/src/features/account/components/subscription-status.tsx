import type { SubscriptionSummary } from '@app/core/billing/schemas';
import { formatDate } from '@app/core/format/dates';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/use-language';
import { useOpenBillingPortal } from '../api/open-billing-portal';

/** Status in words, renewal, billing cycle, single-report credits, and the way to the Customer Portal. */
export function SubscriptionStatus({ summary }: { summary: SubscriptionSummary }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const portal = useOpenBillingPortal();
  const periodEnd = summary.currentPeriodEnd ? formatDate(summary.currentPeriodEnd, language) : '';
  const statusText = {
    // A paid plan without a subscription was set up by the team (an invoice, a partner, a test).
    none: summary.plan === 'free' ? t('subscription.status.none') : t('subscription.status.assigned'),
    // The panel's trial box says it, with the date.
    trial: null,
    active: t('subscription.status.active'),
    pastDue: t('subscription.status.pastDue'),
    cancels: t('subscription.status.cancels', { date: periodEnd }),
    canceled: t('subscription.status.canceled'),
  }[summary.state];
  const isWarning = summary.state === 'pastDue' || summary.state === 'cancels';

  return (
    <div className="flex flex-col gap-3" data-testid="subscription-status">
      {statusText && (
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-sm font-medium text-ink-muted">{t('subscription.status.title')}:</span>
          <span
            className={isWarning ? 'font-semibold text-danger-700' : 'font-semibold text-ink'}
            data-testid="status"
          >
            {statusText}
          </span>
        </p>
      )}
      {summary.state === 'active' && periodEnd && (
        <p className="text-ink" data-testid="renewal">
          {t('subscription.renewsOn', { date: periodEnd })}
          {summary.billingCycle && ` · ${t(`subscription.cycle.${summary.billingCycle}`)}`}
        </p>
      )}
      {summary.reportCredits > 0 && (
        <p className="text-ink" data-testid="report-credits">
          {t('subscription.credits', { count: summary.reportCredits })}
        </p>
      )}
      {summary.canManageBilling && (
        <div className="flex flex-col gap-1">
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => portal.mutate()}
            disabled={portal.isPending || portal.isSuccess}
          >
            {portal.isPending || portal.isSuccess
              ? t('subscription.openingPortal')
              : t('subscription.manageBilling')}
          </Button>
          {portal.error && (
            <p role="alert" className="text-sm font-medium text-danger-700">
              {portal.error.message}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
