import type { AdminAnalytics } from '@app/core/analytics/schemas';
import { formatNumber } from '@app/core/format/numbers';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';

/** The few numbers an admin looks at first. */
export function KpiTiles({ analytics }: { analytics: AdminAnalytics }) {
  const { t } = useTranslation('analytics');
  const language = useLanguage();
  const { totals, events } = analytics;
  const tiles = [
    { key: 'assessments', value: totals.assessments },
    { key: 'companies', value: totals.companies },
    { key: 'averageScore', value: totals.averageScore },
    { key: 'generated', value: events.generated },
    { key: 'downloaded', value: events.downloaded },
    { key: 'emailed', value: events.emailed },
  ] as const;
  return (
    <section aria-labelledby="analytics-kpis">
      <h2 id="analytics-kpis" className="sr-only">
        {t('kpi.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="analytics-kpis">
        {tiles.map((tile) => (
          <div
            key={tile.key}
            className="flex flex-col-reverse justify-end gap-1 rounded-2xl border border-line bg-surface p-4"
          >
            <dt className="text-sm text-ink-muted">{t(`kpi.${tile.key}`)}</dt>
            <dd className="text-2xl font-bold tabular-nums text-ink sm:text-3xl">
              {tile.value === null ? t('kpi.none') : formatNumber(tile.value, language)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
