import { formatMonth } from '@app/core/format/dates';
import { useTranslation } from 'react-i18next';
import { useUsage } from '@/lib/audit-usage';
import { useLanguage } from '@/lib/use-language';

/** This calendar month's assessments against the plan's limit, as the server counts them. */
export function MonthlyUsage() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const { data: usage, isError } = useUsage();
  if (isError) return <p className="text-sm text-ink-muted">{t('subscription.usage.failed')}</p>;
  if (!usage) return <p className="text-sm text-ink-muted">{t('subscription.usage.loading')}</p>;
  const month = formatMonth(usage.periodStart, language);
  const summary =
    usage.limit === null
      ? t('subscription.usage.unlimited', { count: usage.used })
      : t('subscription.usage.ofLimit', { used: usage.used, limit: usage.limit });
  return (
    <div className="flex flex-col gap-2" data-testid="monthly-usage">
      <h3 className="font-semibold text-ink">{t('subscription.usage.title', { month })}</h3>
      <p className="text-ink">{summary}</p>
      {usage.limit !== null && (
        // The sentence above says it in words; the bar only shows it.
        <div
          aria-hidden="true"
          data-testid="usage-bar"
          className="h-2 w-full max-w-sm overflow-hidden rounded-full bg-line"
        >
          <div
            className="h-full rounded-full bg-brand-700"
            style={{ width: `${Math.min(100, (usage.used / usage.limit) * 100)}%` }}
          />
        </div>
      )}
    </div>
  );
}
