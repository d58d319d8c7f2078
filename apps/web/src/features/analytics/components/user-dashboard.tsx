import type { UserAnalytics } from '@app/core/analytics/schemas';
import { formatDate } from '@app/core/format/dates';
import { formatNumber } from '@app/core/format/numbers';
import { useTranslation } from 'react-i18next';
import { useSummaryContext } from '../hooks/use-summary-context';
import { summariseTrend } from '../utils/summaries';
import { BenchmarkPanel } from './benchmark-panel';
import { ChartCard } from './chart-card';
import { LazyTrendLineChart } from './charts/lazy-charts';
import { ExportPanel, type ExportPanelProps } from './export-panel';
import { RiskFactorsCard, RiskFactorsPlanNotice } from './risk-factors-card';
import { RoadmapProgress } from './roadmap-progress';

/** A signed-in user's own history, their risk factors then and now, the roadmap and the benchmark. */
export function UserDashboard({
  analytics,
  exportPanel,
}: {
  analytics: UserAnalytics;
  exportPanel: ExportPanelProps;
}) {
  const { t } = useTranslation(['analytics', 'reports']);
  const context = useSummaryContext();
  const { language } = context;
  const history = [...analytics.history]
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .map((entry) => ({ ...entry, date: formatDate(entry.createdAt, language) }));
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard
          title={t('charts.history.title')}
          summary={summariseTrend(
            history.map((entry) => ({ period: entry.date, value: entry.complianceScore })),
            'own',
            context,
          )}
          table={{
            columns: [
              t('charts.history.date'),
              t('charts.history.score'),
              t('charts.history.riskLevel'),
              t('charts.history.issues'),
            ],
            rows: history.map((entry) => ({
              key: entry.reportId,
              cells: [
                entry.date,
                entry.complianceScore,
                t(`reports:riskLevels.${entry.riskLevel}`),
                formatNumber(entry.issuesFound, language),
              ],
            })),
          }}
          testId="chart-history"
        >
          <LazyTrendLineChart
            valueName={t('charts.history.score')}
            points={history.map((entry) => ({
              key: entry.reportId,
              tick: entry.date,
              label: entry.date,
              value: entry.complianceScore,
              display: String(entry.complianceScore),
            }))}
          />
        </ChartCard>
        <div className="flex flex-col gap-6">
          <BenchmarkPanel benchmark={analytics.benchmark} />
          <RoadmapProgress roadmap={analytics.roadmap} />
        </div>
        {analytics.riskFactors ? (
          <RiskFactorsCard riskFactors={analytics.riskFactors} />
        ) : (
          <RiskFactorsPlanNotice />
        )}
      </div>
      <ExportPanel {...exportPanel} />
    </div>
  );
}
