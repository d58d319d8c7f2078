import type { UserAnalytics } from '@app/core/analytics/schemas';
import { formatDate } from '@app/core/format/dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSummaryContext } from '../hooks/use-summary-context';
import { labelRiskFactor } from '../utils/labels';
import { summariseFactorChanges } from '../utils/summaries';
import { ChartCard } from './chart-card';
import { FactorComparison } from './factor-comparison';

type RiskFactors = NonNullable<UserAnalytics['riskFactors']>;

/** The thirteen risk factors of the first and of the latest report in the range, side by side. */
export function RiskFactorsCard({ riskFactors }: { riskFactors: RiskFactors }) {
  const { t } = useTranslation('analytics');
  const context = useSummaryContext();
  const { language } = context;
  const { first, latest } = riskFactors;
  const isSingleReport = first.reportId === latest.reportId;
  const firstScores = new Map(first.factors.map((factor) => [factor.id, factor.score]));
  const rows = latest.factors.map((factor) => ({
    key: factor.id,
    label: labelRiskFactor(factor.id, language),
    first: firstScores.get(factor.id) ?? factor.score,
    latest: factor.score,
  }));
  const firstLabel = t('charts.riskFactors.first', { date: formatDate(first.createdAt, language) });
  const latestLabel = t('charts.riskFactors.latest', { date: formatDate(latest.createdAt, language) });
  return (
    <ChartCard
      className="lg:col-span-2"
      title={t('charts.riskFactors.title')}
      summary={summariseFactorChanges(rows, isSingleReport, context)}
      note={t('charts.riskFactors.scale')}
      table={{
        columns: [t('charts.riskFactors.factor'), ...(isSingleReport ? [] : [firstLabel]), latestLabel],
        rows: rows.map((row) => ({
          key: row.key,
          cells: isSingleReport ? [row.label, row.latest] : [row.label, row.first, row.latest],
        })),
      }}
      testId="chart-risk-factors"
    >
      <FactorComparison
        rows={rows}
        firstLabel={firstLabel}
        latestLabel={latestLabel}
        isSingleReport={isSingleReport}
      />
    </ChartCard>
  );
}

/** A plan with the basic analysis has no risk factors to compare: say so where the chart would be. */
export function RiskFactorsPlanNotice() {
  const { t } = useTranslation('analytics');
  return (
    <section
      aria-labelledby="analytics-risk-factors-plan"
      className="flex flex-col items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5 lg:col-span-2"
    >
      <h2 id="analytics-risk-factors-plan" className="text-lg font-bold text-brand-900">
        {t('charts.riskFactors.title')}
      </h2>
      <p className="text-ink">{t('charts.riskFactors.plan')}</p>
      <Link to={paths.pricing.getHref()} className={buttonClassName({ variant: 'secondary' })}>
        {t('charts.riskFactors.seePlans')}
      </Link>
    </section>
  );
}
