import { compareRiskLevels } from '@app/core/analysis/risk-level';
import type { AdminAnalytics } from '@app/core/analytics/schemas';
import { formatNumber } from '@app/core/format/numbers';
import { useTranslation } from 'react-i18next';
import { useSummaryContext } from '../hooks/use-summary-context';
import { summariseDistribution, summariseRiskLevels } from '../utils/summaries';
import { ChartCard } from './chart-card';
import { riskColours } from './charts/chart-theme';
import { LazyColumnChart } from './charts/lazy-charts';

/** How the scores spread over the ten bands, and how many assessments fall at each risk level. */
export function ScoreCharts({ analytics }: { analytics: AdminAnalytics }) {
  const { t } = useTranslation(['analytics', 'reports']);
  const context = useSummaryContext();
  const { language } = context;
  const bands = analytics.scoreDistribution.map((band) => ({
    ...band,
    key: `${band.from}`,
    // An en dash between the bounds, as in "60–69".
    label: `${band.from}\u2013${band.to}`,
    display: formatNumber(band.count, language),
  }));
  const levels = analytics.riskLevels.map((level) => ({
    ...level,
    key: level.riskLevel,
    label: t(`reports:riskLevels.${level.riskLevel}`),
    short: t(`reports:riskLevelsShort.${level.riskLevel}`),
    display: formatNumber(level.count, language),
  }));
  return (
    <>
      <ChartCard
        title={t('charts.distribution.title')}
        summary={summariseDistribution(bands, context)}
        table={{
          columns: [t('charts.distribution.band'), t('charts.distribution.count')],
          rows: bands.map((band) => ({ key: band.key, cells: [band.label, band.display] })),
        }}
        testId="chart-distribution"
      >
        <LazyColumnChart
          valueName={t('charts.distribution.count')}
          columns={bands.map((band) => ({ ...band, tick: band.label, value: band.count }))}
        />
      </ChartCard>
      <ChartCard
        title={t('charts.riskLevels.title')}
        summary={summariseRiskLevels(
          levels.map((level) => ({
            label: level.short,
            count: level.count,
            isElevated: compareRiskLevels(level.riskLevel, 'high') >= 0,
          })),
          context,
        )}
        table={{
          columns: [t('charts.riskLevels.level'), t('charts.riskLevels.count')],
          rows: levels.map((level) => ({ key: level.key, cells: [level.label, level.display] })),
        }}
        testId="chart-risk-levels"
      >
        <LazyColumnChart
          hasEveryTick
          valueName={t('charts.riskLevels.count')}
          columns={levels.map((level) => ({
            ...level,
            // The short name fits under its column on a phone, so every level stays named, not only coloured.
            tick: capitalise(level.short, language),
            value: level.count,
            colour: riskColours[level.riskLevel],
          }))}
        />
      </ChartCard>
    </>
  );
}

function capitalise(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}
