import { useTranslation } from 'react-i18next';
import { demoExample } from '../utils/demo-example';
import { Card, LevelBadge } from './demo-visual-parts';

/** Step 5: the first recommendations, in the result's order of priority (two on a phone, for room). */
export function RecommendationsVisual() {
  const { t } = useTranslation('demo');
  return (
    <ol className="flex w-full flex-col gap-2">
      {demoExample.recommendations.map((recommendation, index) => {
        const [from, to] = recommendation.timeline.split(' ')[0]?.split('-') ?? [];
        return (
          <li key={recommendation.id} className={index === 2 ? 'hidden sm:block' : undefined}>
            <Card className="flex items-start gap-3 py-2.5">
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-800 text-xs font-bold text-white">
                {index + 1}
              </span>
              <div className="flex min-w-0 flex-col gap-1.5">
                <p className="text-sm leading-snug font-semibold text-ink">
                  {t(`visual.recommendations.${recommendation.id}`)}
                </p>
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <LevelBadge level={recommendation.priority}>
                    {t('visual.priority.label', { level: t(`visual.priority.${recommendation.priority}`) })}
                  </LevelBadge>
                  <span className="text-xs text-ink-muted">{t('visual.timeline', { from, to })}</span>
                </div>
              </div>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}

const phaseColours = ['bg-brand-800', 'bg-brand-600', 'bg-brand-300'] as const;

/** Step 6: the three phases on a timeline of weeks, with how many actions each holds. */
export function RoadmapVisual() {
  const { t } = useTranslation('demo');
  const totalWeeks = demoExample.phases.at(-1)?.endWeek ?? 1;
  return (
    <Card className="flex w-full flex-col gap-3">
      {demoExample.phases.map((phase, index) => (
        <div key={phase.id} className="flex flex-col gap-1">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <p className="font-semibold text-ink">{t(`visual.roadmap.${phase.id}`)}</p>
            <p className="text-xs text-ink-muted">
              {t('visual.roadmap.weeks', { start: phase.startWeek + 1, end: phase.endWeek })} ·{' '}
              {t('visual.roadmap.actions', { count: phase.actions })}
            </p>
          </div>
          <div className="h-2.5 rounded-full bg-surface-muted ring-1 ring-line">
            <div
              className={`h-full rounded-full ${phaseColours[index] ?? 'bg-brand-600'}`}
              style={{
                marginLeft: `${(phase.startWeek / totalWeeks) * 100}%`,
                width: `${((phase.endWeek - phase.startWeek) / totalWeeks) * 100}%`,
              }}
            />
          </div>
        </div>
      ))}
    </Card>
  );
}

/** Step 7: the report as a document, in both formats, and sent by e-mail. */
export function ReportVisual() {
  const { t } = useTranslation('demo');
  return (
    <div className="flex w-full items-center justify-center gap-3 sm:gap-6">
      <Card className="flex w-36 shrink-0 -rotate-2 flex-col gap-2 sm:w-48">
        <p className="text-xs leading-tight font-bold text-brand-900">{t('visual.report.document')}</p>
        <p className="text-xs text-ink-muted">{t('company')}</p>
        <div className="flex flex-col items-start gap-1">
          <span className="text-2xl leading-none font-bold text-ink">{demoExample.score}</span>
          <LevelBadge level="medium">{t('visual.score.risk')}</LevelBadge>
        </div>
        {['w-full', 'w-5/6', 'w-2/3', 'w-4/5'].map((width) => (
          <span key={width} className={`h-1.5 rounded-full bg-line ${width}`} />
        ))}
      </Card>
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex gap-2">
          <span className="rounded-md bg-danger-700 px-2 py-1 text-xs font-bold text-white">
            {t('visual.report.pdf')}
          </span>
          <span className="rounded-md bg-brand-700 px-2 py-1 text-xs font-bold text-white">
            {t('visual.report.word')}
          </span>
        </div>
        <p className="flex items-center gap-1.5 text-xs text-ink-muted">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 text-brand-700">
            <rect
              x="2.5"
              y="4.5"
              width="15"
              height="11"
              rx="2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
            <path d="M3 5.5l7 5.5 7-5.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
          {t('visual.report.sentTo')}
        </p>
      </div>
    </div>
  );
}
