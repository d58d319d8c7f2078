import type { RiskFactor } from '@app/core/analysis/result-schema';
import { compareRiskLevels } from '@app/core/analysis/risk-level';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { riskColours } from '../../utils/risk-styles';
import { ChartFigure, joinList } from './chart-figure';

/** The thirteen risk factors as horizontal bars, 0 (lowest risk) to 100, coloured by level. */
export function RiskFactorChart({ factors }: { factors: readonly RiskFactor[] }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const highest = [...factors].sort((a, b) => b.score - a.score).slice(0, 3);
  const elevated = factors.filter((factor) => compareRiskLevels(factor.level, 'high') >= 0).length;
  const summary = t('charts.riskFactors.summary', {
    elevated,
    total: factors.length,
    highest: joinList(
      highest.map((factor) => `${factor.label[language]} (${factor.score})`),
      language,
    ),
  });
  return (
    <ChartFigure
      title={t('charts.riskFactors.title')}
      summary={summary}
      table={{
        caption: t('charts.riskFactors.title'),
        columns: [
          t('charts.riskFactors.factor'),
          t('charts.riskFactors.score'),
          t('charts.riskFactors.level'),
        ],
        rows: factors.map((factor) => [
          factor.label[language],
          factor.score,
          t(`riskLevelsShort.${factor.level}`),
        ]),
      }}
    >
      <ul className="flex flex-col gap-2.5">
        {factors.map((factor) => (
          <li
            key={factor.id}
            className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 sm:grid-cols-[14rem_1fr_7.5rem]"
          >
            <span className="text-sm text-ink">{factor.label[language]}</span>
            <span className="h-3 overflow-hidden rounded-full bg-slate-100 max-sm:col-span-2 max-sm:row-start-2 sm:order-none">
              <span
                className="block h-full rounded-full"
                style={{ width: `${Math.max(factor.score, 2)}%`, backgroundColor: riskColours[factor.level] }}
              />
            </span>
            <span
              className="text-right text-sm font-semibold tabular-nums"
              style={{ color: riskColours[factor.level] }}
            >
              {factor.score} · {t(`riskLevelsShort.${factor.level}`)}
            </span>
          </li>
        ))}
      </ul>
    </ChartFigure>
  );
}
