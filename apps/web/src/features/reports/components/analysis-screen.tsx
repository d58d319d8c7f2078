import type { ReportView } from '@app/core/reports/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import type { ReportSource } from '../hooks/use-report-selection';
import { reportHref } from '../utils/report-links';
import { AnalysisSummary } from './analysis-summary';
import { FirstActions } from './first-actions';
import { IssueList } from './issue-list';
import { PlanLimitNotice } from './plan-limit-notice';
import { RecommendationCard } from './recommendation-card';
import { ReportPageHeader } from './report-screen-frame';
import { ReportStatusPanel } from './report-status';

/** /analysis: the result explained, what to do first, every gap and (as the plan allows) the fixes. */
export function AnalysisScreen({ report, source }: { report: ReportView; source: ReportSource }) {
  const { t } = useTranslation('reports');
  const { analysis } = report;
  return (
    <>
      <ReportPageHeader title={t('analysis.title')} report={report} />
      {!analysis ? (
        <ReportStatusPanel report={report} source={source} />
      ) : (
        <>
          <AnalysisSummary report={report} analysis={analysis} />
          <FirstActions analysis={analysis} completedIds={report.completedRecommendationIds} />
          <section aria-labelledby="issues-title" className="flex flex-col gap-3">
            <h2 id="issues-title" className="text-2xl font-bold tracking-tight text-ink">
              {t('issues.title')}
            </h2>
            <p className="text-ink-muted">{t('issues.intro')}</p>
            <IssueList issues={analysis.issues} />
          </section>
          <section aria-labelledby="recommendations-title" className="flex flex-col gap-3">
            <h2 id="recommendations-title" className="text-2xl font-bold tracking-tight text-ink">
              {t('recommendations.title')}
            </h2>
            {analysis.access === 'basic' ? (
              <PlanLimitNotice topic="recommendations" />
            ) : analysis.recommendations.length === 0 ? (
              <p className="text-ink-muted">{t('recommendations.none')}</p>
            ) : (
              <>
                <p className="text-ink-muted">{t('recommendations.intro')}</p>
                <ul className="flex flex-col gap-4">
                  {analysis.recommendations.map((item) => (
                    <li key={item.id}>
                      <RecommendationCard recommendation={item} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        </>
      )}
      <nav
        aria-label={t('analysis.moreLabel')}
        className="flex flex-col gap-3 border-t border-line pt-6 sm:flex-row"
      >
        <Link to={reportHref('advancedAi', report.id)} className={buttonClassName()}>
          {t('analysis.toAdvanced')}
        </Link>
        <Link to={reportHref('report', report.id)} className={buttonClassName({ variant: 'secondary' })}>
          {t('analysis.toReport')}
        </Link>
      </nav>
    </>
  );
}
