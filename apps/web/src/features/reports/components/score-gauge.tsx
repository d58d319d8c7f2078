import type { RiskLevel } from '@app/core/analysis/risk-level';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { riskColours } from '../utils/risk-styles';

const radius = 52;
const circumference = 2 * Math.PI * radius;
// Three quarters of a ring, open at the bottom, as a dial reads.
const arcShare = 0.75;

/** The compliance score as a dial: an image with its value in words for screen readers. */
export function ScoreGauge({
  score,
  riskLevel,
  size = 'md',
}: {
  score: number;
  riskLevel: RiskLevel;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('reports');
  const arc = circumference * arcShare;
  const filled = (arc * Math.min(100, Math.max(0, score))) / 100;
  return (
    <svg
      role="img"
      aria-label={t('score.gaugeLabel', { score })}
      viewBox="0 0 120 120"
      className={cn('shrink-0', size === 'sm' ? 'size-24' : 'size-36 sm:size-40')}
      data-testid="score-gauge"
    >
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
          stroke={riskColours[riskLevel]}
          strokeWidth="11"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${circumference}`}
        />
      </g>
      <text
        x="60"
        y="64"
        textAnchor="middle"
        className="fill-ink text-[34px] font-bold"
        data-testid="score-value"
      >
        {score}
      </text>
      <text x="60" y="86" textAnchor="middle" className="fill-ink-muted text-[12px]">
        {t('score.outOf')}
      </text>
    </svg>
  );
}
