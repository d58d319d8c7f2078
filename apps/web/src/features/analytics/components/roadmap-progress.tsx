import type { UserAnalytics } from '@app/core/analytics/schemas';
import { formatPercent } from '@app/core/format/numbers';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';

/** How much of the latest report's roadmap is done, as a bar and in words. */
export function RoadmapProgress({ roadmap }: { roadmap: UserAnalytics['roadmap'] }) {
  const { t } = useTranslation('analytics');
  const language = useLanguage();
  const id = useId();
  const share = roadmap && roadmap.total > 0 ? roadmap.completed / roadmap.total : 0;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5"
      data-testid="analytics-roadmap"
    >
      <h2 id={id} className="text-lg font-bold text-ink">
        {t('roadmap.title')}
      </h2>
      {!roadmap ? (
        <p className="text-ink-muted">{t('roadmap.none')}</p>
      ) : roadmap.total === 0 ? (
        <p className="text-ink-muted">{t('roadmap.empty')}</p>
      ) : (
        <>
          <p className="text-ink">
            {t('roadmap.value', {
              completed: roadmap.completed,
              total: roadmap.total,
              percent: formatPercent(share * 100, language),
            })}
          </p>
          <div
            role="progressbar"
            aria-label={t('roadmap.label')}
            aria-valuemin={0}
            aria-valuemax={roadmap.total}
            aria-valuenow={roadmap.completed}
            aria-valuetext={formatPercent(share * 100, language)}
            className="h-3 overflow-hidden rounded-full bg-slate-100"
          >
            <div className="h-full rounded-full bg-emerald-700" style={{ width: `${share * 100}%` }} />
          </div>
        </>
      )}
    </section>
  );
}
