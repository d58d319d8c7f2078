import { listDecisiveReasons } from '@app/core/analysis/risk-level';
import type { AnalysisView } from '@app/core/plans/plan-view';
import type { ReportView } from '@app/core/reports/schemas';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { Fact, ReportHeadline } from './report-headline';
import { ScaleLegend } from './scale-legend';

/** The score, the risk level and why it is what it is, the confidence and the trend. */
export function AnalysisSummary({ report, analysis }: { report: ReportView; analysis: AnalysisView }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  // Said only where they raise the level above the score's band, as the heading says.
  const reasons = listDecisiveReasons(analysis);
  const trend = analysis.access === 'full' ? analysis.trend : null;
  return (
    <section
      aria-labelledby="summary-title"
      className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      <h2 id="summary-title" className="text-2xl font-bold tracking-tight text-ink">
        {t('summary.title')}
      </h2>
      <ReportHeadline report={report}>
        {analysis.access === 'full' && (
          <Fact label={t('summary.trend')} isWide>
            <span className="text-base">
              {trend
                ? t(`trend.${trend.direction}`, {
                    change: Math.abs(trend.change),
                    previous: trend.previousScore,
                  })
                : t('trend.first')}
            </span>
          </Fact>
        )}
      </ReportHeadline>
      <ScaleLegend />
      {reasons.length > 0 && (
        <div className="flex flex-col gap-2 rounded-xl bg-warning-50 p-4">
          <h3 className="font-semibold text-warning-800">{t('summary.reasons')}</h3>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-ink">
            {reasons.map((reason) => (
              <li key={reason.id} className="first-letter:uppercase">
                {reason.reason[language]}
              </li>
            ))}
          </ul>
        </div>
      )}
      {analysis.access === 'full' && analysis.insights[0] && (
        <p className="text-ink">
          <span className="font-semibold">{t('summary.keyInsight')}</span>{' '}
          {analysis.insights[0].text[language]}
        </p>
      )}
    </section>
  );
}
