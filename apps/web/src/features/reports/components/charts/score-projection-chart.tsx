import type { Predictions, RoadmapPhase } from '@app/core/analysis/result-schema';
import { formatSignedNumber } from '@app/core/format/numbers';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { riskColours } from '../../utils/risk-styles';
import { ChartFigure } from './chart-figure';
import { ScoreGridlines } from './score-gridlines';

const width = 400;
const height = 230;
const margin = { top: 24, right: 20, bottom: 34, left: 36 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;
const weeksInYear = 52;

// The score bands of the risk levels (80+ low, 60-79 medium, 40-59 high, below 40 critical).
const bands = [
  { from: 80, to: 100, level: 'low' },
  { from: 60, to: 80, level: 'medium' },
  { from: 40, to: 60, level: 'high' },
  { from: 0, to: 40, level: 'critical' },
] as const;

export type ProjectionPoint = { week: number; score: number; label: string };

/** Today, after each roadmap phase (if all its work is done) and at twelve months. */
export function buildProjection(
  predictions: Predictions,
  phases: readonly RoadmapPhase[],
  language: 'bg' | 'en',
  labels: { now: string; at12Months: string },
): ProjectionPoint[] {
  const phaseLabel = (id: string) => phases.find((phase) => phase.id === id)?.label[language] ?? id;
  return [
    { week: 0, score: predictions.complianceTrend.currentScore, label: labels.now },
    ...predictions.milestones.map((milestone) => ({
      week: milestone.week,
      score: milestone.complianceScore,
      label: phaseLabel(milestone.phase),
    })),
    {
      week: weeksInYear,
      score: predictions.complianceTrend.predictedScoreAt12Months,
      label: labels.at12Months,
    },
  ];
}

export function ScoreProjectionChart({
  predictions,
  phases,
}: {
  predictions: Predictions;
  phases: readonly RoadmapPhase[];
}) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const points = buildProjection(predictions, phases, language, {
    now: t('charts.projection.now'),
    at12Months: t('charts.projection.at12Months'),
  });
  const lastWeek = Math.max(weeksInYear, ...points.map((point) => point.week));
  const x = (week: number) => margin.left + (week / lastWeek) * plotWidth;
  const y = (score: number) => margin.top + ((100 - score) / 100) * plotHeight;
  // A step line: the score holds until the next phase is done.
  const path = points
    .map((point, index) => {
      const previous = points[index - 1];
      return previous
        ? `H${x(point.week).toFixed(1)}V${y(point.score).toFixed(1)}`
        : `M${x(point.week).toFixed(1)},${y(point.score).toFixed(1)}`;
    })
    .join('');
  const { currentScore, predictedScoreAt12Months, expectedChange } = predictions.complianceTrend;

  return (
    <ChartFigure
      title={t('charts.projection.title')}
      summary={t('charts.projection.summary', {
        now: currentScore,
        later: predictedScoreAt12Months,
        change: formatSignedNumber(expectedChange, language),
      })}
      table={{
        caption: t('charts.projection.title'),
        columns: [t('charts.projection.point'), t('charts.projection.week'), t('charts.projection.score')],
        rows: points.map((point) => [point.label, point.week, point.score]),
      }}
    >
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-xl"
        data-testid="projection-chart"
      >
        {bands.map((band) => (
          <rect
            key={band.level}
            x={margin.left}
            y={y(band.to)}
            width={plotWidth}
            height={y(band.from) - y(band.to)}
            fill={riskColours[band.level]}
            opacity="0.07"
          />
        ))}
        <ScoreGridlines scores={[0, 40, 60, 80, 100]} left={margin.left} right={width - margin.right} y={y} />
        {[0, 13, 26, 39, 52].map((week) => (
          <text
            key={week}
            x={x(week)}
            y={height - 10}
            textAnchor={week === 0 ? 'start' : week === lastWeek ? 'end' : 'middle'}
            className="fill-ink-muted text-[11px]"
          >
            {t('charts.projection.weekTick', { week })}
          </text>
        ))}
        <path d={path} fill="none" stroke="#1f3eac" strokeWidth="2.5" strokeLinejoin="round" />
        {points.map((point) => (
          <g key={`${point.week}-${point.label}`}>
            <circle
              cx={x(point.week)}
              cy={y(point.score)}
              r="4.5"
              fill="#ffffff"
              stroke="#1f3eac"
              strokeWidth="2.5"
            />
            <text
              x={x(point.week)}
              y={y(point.score) - 9}
              textAnchor={point.week === lastWeek ? 'end' : point.week === 0 ? 'start' : 'middle'}
              className="fill-ink text-[12px] font-semibold"
            >
              {point.score}
            </text>
          </g>
        ))}
      </svg>
      <ol className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-muted">
        {points.map((point) => (
          <li key={`${point.week}-${point.label}`}>
            <span className="font-semibold text-ink">{point.score}</span> – {point.label} (
            {t('charts.projection.weekTick', { week: point.week })})
          </li>
        ))}
      </ol>
    </ChartFigure>
  );
}
