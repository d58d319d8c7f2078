import type { AdminAnalytics } from '@app/core/analytics/schemas';
import { formatNumber } from '@app/core/format/numbers';
import { useTranslation } from 'react-i18next';
import { useSummaryContext } from '../hooks/use-summary-context';
import { formatPeriod, formatPeriodStart, formatPeriodTick } from '../utils/periods';
import { summariseCounts, summariseTrend } from '../utils/summaries';
import { ChartCard } from './chart-card';
import { LazyColumnChart, LazyTrendLineChart } from './charts/lazy-charts';

/** How many assessments each period had, and their average score. */
export function OverTimeCharts({ analytics }: { analytics: AdminAnalytics }) {
  const { t } = useTranslation('analytics');
  const context = useSummaryContext();
  const { language } = context;
  const { bucket } = analytics;
  const points = analytics.overTime.map((point) => ({
    ...point,
    key: point.period,
    tick: formatPeriodTick(point.period, bucket, language),
    label: formatPeriod(point.period, bucket, language),
    start: formatPeriodStart(point.period, bucket, language),
  }));
  return (
    <>
      <ChartCard
        title={t('charts.assessmentsOverTime.title')}
        summary={summariseCounts(
          points.map((point) => ({ period: point.period, count: point.assessments })),
          bucket,
          context,
        )}
        table={{
          columns: [t('charts.assessmentsOverTime.period'), t('charts.assessmentsOverTime.count')],
          rows: points.map((point) => ({
            key: point.key,
            cells: [point.label, formatNumber(point.assessments, language)],
          })),
        }}
        testId="chart-assessments-over-time"
      >
        <LazyColumnChart
          valueName={t('charts.assessmentsOverTime.count')}
          columns={points.map((point) => ({
            ...point,
            value: point.assessments,
            display: formatNumber(point.assessments, language),
          }))}
        />
      </ChartCard>
      <ChartCard
        title={t('charts.averageOverTime.title')}
        summary={summariseTrend(
          points.map((point) => ({ period: point.start, value: point.averageScore })),
          'average',
          context,
        )}
        table={{
          columns: [t('charts.averageOverTime.period'), t('charts.averageOverTime.score')],
          rows: points.map((point) => ({
            key: point.key,
            cells: [
              point.label,
              point.averageScore === null ? t('kpi.none') : formatNumber(point.averageScore, language),
            ],
          })),
        }}
        testId="chart-average-over-time"
      >
        <LazyTrendLineChart
          valueName={t('charts.averageOverTime.score')}
          points={points.map((point) => ({
            ...point,
            value: point.averageScore,
            display: point.averageScore === null ? '' : formatNumber(point.averageScore, language),
          }))}
        />
      </ChartCard>
    </>
  );
}
