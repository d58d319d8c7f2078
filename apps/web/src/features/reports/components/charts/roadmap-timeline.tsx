import type { RoadmapPhase } from '@app/core/analysis/result-schema';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { ChartFigure } from './chart-figure';

const phaseColours = ['#1f3eac', '#4468e3', '#8fabf5'] as const;

/** The three phases on a line of weeks, each from its start week to its end week. */
export function RoadmapTimeline({ phases }: { phases: readonly RoadmapPhase[] }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const totalWeeks = Math.max(1, ...phases.map((phase) => phase.endWeek));
  const ticks = Array.from({ length: Math.floor(totalWeeks / 4) + 1 }, (_, index) => index * 4);
  return (
    <ChartFigure
      title={t('charts.timeline.title')}
      summary={t('charts.timeline.summary', { count: phases.length, weeks: totalWeeks })}
      table={{
        caption: t('charts.timeline.title'),
        columns: [
          t('charts.timeline.phase'),
          t('charts.timeline.start'),
          t('charts.timeline.end'),
          t('charts.timeline.actions'),
        ],
        rows: phases.map((phase) => [
          phase.label[language],
          phase.startWeek,
          phase.endWeek,
          phase.recommendationIds.length,
        ]),
      }}
    >
      <div className="flex flex-col gap-2">
        {phases.map((phase, index) => (
          <div key={phase.id} className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:items-center sm:gap-3">
            <span className="text-sm font-medium text-ink">{phase.label[language]}</span>
            <div className="relative h-8 rounded-md bg-slate-100">
              <span
                className="absolute inset-y-0 flex items-center justify-center overflow-hidden rounded-md px-2 text-xs font-semibold whitespace-nowrap text-white"
                style={{
                  left: `${(phase.startWeek / totalWeeks) * 100}%`,
                  width: `${((phase.endWeek - phase.startWeek) / totalWeeks) * 100}%`,
                  backgroundColor: phaseColours[index % phaseColours.length],
                  color: index === 2 ? '#0f1c42' : '#ffffff',
                }}
              >
                {t('roadmap.weekRange', { start: phase.startWeek, end: phase.endWeek })}
              </span>
            </div>
          </div>
        ))}
        <div className="relative ml-0 h-5 sm:ml-[10.75rem]">
          {ticks.map((week) => (
            <span
              key={week}
              className="absolute -translate-x-1/2 text-xs text-ink-muted tabular-nums first:translate-x-0"
              style={{ left: `${(week / totalWeeks) * 100}%` }}
            >
              {week}
            </span>
          ))}
        </div>
        <p className="text-right text-xs text-ink-muted">{t('charts.timeline.axis')}</p>
      </div>
    </ChartFigure>
  );
}
