import type { Language } from '@app/core/errors';
import { formatGdprArticle } from '@app/core/i18n/gdpr-article';
import { useTranslation } from 'react-i18next';
import { demoExample } from '../utils/demo-example';
import { Card, LevelBadge } from './demo-visual-parts';

const radius = 52;
const circumference = 2 * Math.PI * radius;
// A three-quarter dial, open at the bottom, like the report's score gauge.
const arc = circumference * 0.75;
// The product's colour for a medium risk (reports' risk-styles), the example's level.
const mediumRiskColour = '#a16207';

/** Step 3: the example's score on the product's dial, its risk level and how many gaps were found. */
export function ScoreVisual() {
  const { t } = useTranslation('demo');
  const filled = (arc * demoExample.score) / 100;
  return (
    <Card className="flex w-full items-center justify-center gap-4 sm:gap-6">
      <svg aria-hidden="true" viewBox="0 0 120 120" className="size-28 shrink-0 sm:size-32">
        <g transform="rotate(135 60 60)">
          <circle
            cx="60"
            cy="60"
            r={radius}
            fill="none"
            stroke="#e2e8f0"
            strokeWidth="11"
            strokeLinecap="round"
            strokeDasharray={`${arc} ${circumference}`}
          />
          <circle
            cx="60"
            cy="60"
            r={radius}
            fill="none"
            stroke={mediumRiskColour}
            strokeWidth="11"
            strokeLinecap="round"
            strokeDasharray={`${filled} ${circumference}`}
          />
        </g>
        <text x="60" y="64" textAnchor="middle" className="fill-ink text-[34px] font-bold">
          {demoExample.score}
        </text>
        <text x="60" y="86" textAnchor="middle" className="fill-ink-muted text-[12px]">
          {t('visual.score.outOf')}
        </text>
      </svg>
      <div className="flex flex-col items-start gap-3">
        <LevelBadge level="medium">{t('visual.score.risk')}</LevelBadge>
        <div>
          <p className="text-3xl font-bold text-ink">{demoExample.issuesFound}</p>
          <p className="text-sm text-ink-muted">{t('visual.score.issues')}</p>
        </div>
      </div>
    </Card>
  );
}

/** Step 4: the first gaps, each with its severity and a GDPR article it comes from. */
export function GapsVisual({ language }: { language: Language }) {
  const { t } = useTranslation('demo');
  const shown = demoExample.gaps.length;
  // A phone has room for two gaps; the count of the rest follows what is shown.
  return (
    <div className="flex w-full flex-col gap-2">
      <ul className="flex flex-col gap-2">
        {demoExample.gaps.map((gap, index) => (
          <li key={gap.id} className={index === shown - 1 ? 'hidden sm:block' : undefined}>
            <Card className="flex flex-col gap-1 py-2">
              <p className="text-sm leading-snug font-semibold text-ink">{t(`visual.gaps.${gap.id}`)}</p>
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <p className="text-xs font-medium text-brand-800">
                  {formatGdprArticle(gap.article, language)}
                </p>
                <LevelBadge level={gap.severity}>
                  {t('visual.severity.label', { level: t(`visual.severity.${gap.severity}`) })}
                </LevelBadge>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <p className="text-center text-xs text-ink-muted">
        <span className="sm:hidden">
          {t('visual.gaps.more', { count: demoExample.issuesFound - shown + 1 })}
        </span>
        <span className="hidden sm:inline">
          {t('visual.gaps.more', { count: demoExample.issuesFound - shown })}
        </span>
      </p>
    </div>
  );
}
