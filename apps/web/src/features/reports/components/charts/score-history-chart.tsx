import { formatDate } from '@app/core/format/dates';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import type { ScorePoint } from '../../utils/score-history';
import { ChartFigure } from './chart-figure';
import { ScoreGridlines } from './score-gridlines';

const width = 360;
const height = 170;
const margin = { top: 22, right: 24, bottom: 28, left: 32 };

/** The user's scores, one point per completed assessment, oldest on the left. */
export function ScoreHistoryChart({ history }: { history: readonly ScorePoint[] }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const step = history.length > 1 ? plotWidth / (history.length - 1) : 0;
  const x = (index: number) => margin.left + (history.length > 1 ? index * step : plotWidth / 2);
  const y = (score: number) => margin.top + ((100 - score) / 100) * plotHeight;
  const path = history
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(point.score)}`)
    .join('');
  const first = history[0];
  const last = history.at(-1);
  return (
    <ChartFigure
      title={t('charts.history.title')}
      summary={
        first && last
          ? t('charts.history.summary', { count: history.length, first: first.score, last: last.score })
          : ''
      }
      table={{
        caption: t('charts.history.title'),
        columns: [t('charts.history.date'), t('charts.history.score')],
        rows: history.map((point) => [formatDate(point.date, language), point.score]),
      }}
    >
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-lg"
        data-testid="score-history-chart"
      >
        <ScoreGridlines scores={[0, 50, 100]} left={margin.left} right={width - margin.right} y={y} />
        <path d={path} fill="none" stroke="#1f3eac" strokeWidth="2.5" strokeLinejoin="round" />
        {history.map((point, index) => (
          <g key={point.id}>
            <circle
              cx={x(index)}
              cy={y(point.score)}
              r="4.5"
              fill="#ffffff"
              stroke="#1f3eac"
              strokeWidth="2.5"
            />
            <text
              x={x(index)}
              y={y(point.score) - 9}
              textAnchor="middle"
              className="fill-ink text-[12px] font-semibold"
            >
              {point.score}
            </text>
            {(index === 0 || index === history.length - 1) && (
              <text
                x={x(index)}
                y={height - 8}
                textAnchor={history.length === 1 ? 'middle' : index === 0 ? 'start' : 'end'}
                className="fill-ink-muted text-[11px]"
              >
                {formatDate(point.date, language)}
              </text>
            )}
          </g>
        ))}
      </svg>
    </ChartFigure>
  );
}
