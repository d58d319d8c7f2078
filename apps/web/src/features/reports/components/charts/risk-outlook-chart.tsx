import type { Predictions } from '@app/core/analysis/result-schema';
import { useTranslation } from 'react-i18next';
import { riskColours } from '../../utils/risk-styles';
import { ChartFigure } from './chart-figure';

/** The overall risk today against six months on, if the roadmap's work due by then is done. */
export function RiskOutlookChart({ prediction }: { prediction: Predictions['riskPrediction'] }) {
  const { t } = useTranslation('reports');
  const rows = [
    { label: t('charts.riskOutlook.now'), score: prediction.currentRiskScore, level: prediction.current },
    {
      label: t('charts.riskOutlook.at6Months'),
      score: prediction.predictedRiskScoreAt6Months,
      level: prediction.predictedAt6Months,
    },
  ];
  return (
    <ChartFigure
      title={t('charts.riskOutlook.title')}
      summary={t('charts.riskOutlook.summary', {
        now: prediction.currentRiskScore,
        nowLevel: t(`riskLevelsShort.${prediction.current}`),
        later: prediction.predictedRiskScoreAt6Months,
        laterLevel: t(`riskLevelsShort.${prediction.predictedAt6Months}`),
        reduction: prediction.reduction,
      })}
      table={{
        caption: t('charts.riskOutlook.title'),
        columns: [t('charts.riskOutlook.when'), t('charts.riskOutlook.score'), t('charts.riskFactors.level')],
        rows: rows.map((row) => [row.label, row.score, t(`riskLevelsShort.${row.level}`)]),
      }}
    >
      <ul className="flex flex-col gap-3">
        {rows.map((row) => (
          <li
            key={row.label}
            className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 sm:grid-cols-[10rem_1fr_8rem]"
          >
            <span className="text-sm font-medium text-ink">{row.label}</span>
            <span className="h-5 overflow-hidden rounded-md bg-slate-100 max-sm:col-span-2 max-sm:row-start-2">
              <span
                className="block h-full rounded-md"
                style={{ width: `${Math.max(row.score, 2)}%`, backgroundColor: riskColours[row.level] }}
              />
            </span>
            <span
              className="text-right text-sm font-semibold tabular-nums"
              style={{ color: riskColours[row.level] }}
            >
              {row.score} · {t(`riskLevelsShort.${row.level}`)}
            </span>
          </li>
        ))}
      </ul>
    </ChartFigure>
  );
}
