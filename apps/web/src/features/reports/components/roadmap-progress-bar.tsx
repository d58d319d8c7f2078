import { formatPercent } from '@app/core/format/numbers';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import type { RoadmapProgress } from '../utils/roadmap-progress';

/** How much of the roadmap is done, as a bar and in words (announced when it changes). */
export function RoadmapProgressBar({ progress }: { progress: RoadmapProgress }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span id={id} className="font-semibold text-ink">
          {t('progress.label')}
        </span>
        <span role="status" className="text-sm text-ink-muted" data-testid="roadmap-progress">
          {t('progress.value', {
            done: progress.done,
            total: progress.total,
            percent: formatPercent(progress.percent, language),
          })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={formatPercent(progress.percent, language)}
        className="h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-emerald-700 transition-[width]"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
    </div>
  );
}
