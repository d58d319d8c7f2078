import { formatMonth } from '@app/core/format/dates';
import { useTranslation } from 'react-i18next';
import { useAiStatus, useSetAiEnabled } from '@/lib/ai-status';
import { useLanguage } from '@/lib/use-language';

/**
 * This month's AI requests against the plan's limit, and the setting that turns the AI features off.
 * Shown only where a language-model provider is configured.
 */
export function AiUsage() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const { data: status, isError } = useAiStatus({ enabled: true });
  const setEnabled = useSetAiEnabled();
  if (isError) return <p className="text-sm text-ink-muted">{t('subscription.ai.failed')}</p>;
  if (!status) return <p className="text-sm text-ink-muted">{t('subscription.usage.loading')}</p>;
  const { usage } = status;
  const month = formatMonth(usage.periodStart, language);
  return (
    <div className="flex flex-col gap-2" data-testid="ai-usage">
      <h3 className="font-semibold text-ink">{t('subscription.ai.title', { month })}</h3>
      <p className="text-ink">
        {usage.limit === 0
          ? t('subscription.ai.notInPlan')
          : t('subscription.ai.ofLimit', { used: usage.used, limit: usage.limit })}
      </p>
      <label className="flex items-start gap-2 text-ink">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-brand-700"
          checked={status.enabled}
          disabled={setEnabled.isPending}
          onChange={(event) => setEnabled.mutate(event.target.checked)}
        />
        <span className="flex flex-col">
          <span>{t('subscription.ai.toggle')}</span>
          <span className="text-sm text-ink-muted">
            {t('subscription.ai.toggleHint', { provider: status.providerName ?? '' })}
          </span>
        </span>
      </label>
      {setEnabled.isError && (
        <p role="alert" className="text-sm text-danger-700">
          {setEnabled.error.message}
        </p>
      )}
    </div>
  );
}
