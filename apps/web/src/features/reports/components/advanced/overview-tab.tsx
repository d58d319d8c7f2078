import { formatSignedNumber } from '@app/core/format/numbers';
import type { AnalysisView } from '@app/core/plans/plan-view';
import type { ReportView } from '@app/core/reports/schemas';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { RiskFactorChart } from '../charts/risk-factor-chart';
import { PlanLimitNotice } from '../plan-limit-notice';
import { Fact, ReportHeadline } from '../report-headline';

export function OverviewTab({ report, analysis }: { report: ReportView; analysis: AnalysisView }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-8">
      <ReportHeadline report={report}>
        {analysis.access === 'full' && (
          <>
            <Fact label={t('advanced.overview.at12Months')}>
              {t('advanced.overview.scoreChange', {
                score: analysis.predictions.complianceTrend.predictedScoreAt12Months,
                change: formatSignedNumber(analysis.predictions.complianceTrend.expectedChange, language),
              })}
            </Fact>
            <Fact label={t('advanced.overview.riskAt6Months')}>
              {t(`riskLevels.${analysis.predictions.riskPrediction.predictedAt6Months}`)}
            </Fact>
          </>
        )}
      </ReportHeadline>
      {analysis.access === 'full' ? (
        <RiskFactorChart factors={analysis.riskFactors} />
      ) : (
        <PlanLimitNotice topic="riskFactors" />
      )}
    </div>
  );
}
