import type { ReportView } from '@app/core/reports/schemas';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { useAiProvider } from '@/lib/ai-availability';
import type { ReportSource } from '../hooks/use-report-selection';
import { reportHref } from '../utils/report-links';
import {
  InsightsTab,
  PredictionsTab,
  preloadAdvancedTabs,
  RecommendationsTab,
  RoadmapTab,
} from './advanced/lazy-tabs';
import { OverviewTab } from './advanced/overview-tab';
import { PlanLimitNotice } from './plan-limit-notice';
import { ReportPageHeader } from './report-screen-frame';
import { ReportStatusPanel } from './report-status';

export const advancedTabIds = ['overview', 'predictions', 'recommendations', 'roadmap', 'insights'] as const;
type AdvancedTabId = (typeof advancedTabIds)[number];

function isAdvancedTabId(value: string | null): value is AdvancedTabId {
  return (advancedTabIds as readonly (string | null)[]).includes(value);
}

/** /advanced-ai: the full analysis in five tabs; the open tab is in the address with the report's id. */
export function AdvancedAiScreen({ report, source }: { report: ReportView; source: ReportSource }) {
  const { t } = useTranslation('reports');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selectedId = isAdvancedTabId(requested) ? requested : 'overview';
  const { analysis } = report;
  const aiProvider = useAiProvider();
  useEffect(() => {
    if (analysis?.access === 'full') preloadAdvancedTabs();
  }, [analysis?.access]);

  // "AI Insights" only where a provider writes part of it; otherwise they are the expert insights.
  function tabLabel(id: AdvancedTabId) {
    return id === 'insights' && aiProvider ? t('advanced.tabs.insightsWithAi') : t(`advanced.tabs.${id}`);
  }

  function panel(id: AdvancedTabId) {
    if (!analysis) return null;
    if (id === 'overview') return <OverviewTab report={report} analysis={analysis} />;
    if (analysis.access === 'basic') return <PlanLimitNotice topic={id} />;
    if (id === 'predictions') return <PredictionsTab analysis={analysis} />;
    if (id === 'recommendations') return <RecommendationsTab analysis={analysis} reportId={report.id} />;
    if (id === 'roadmap') return <RoadmapTab report={report} analysis={analysis} source={source} />;
    return <InsightsTab analysis={analysis} reportId={report.id} />;
  }

  return (
    <>
      <ReportPageHeader title={t('advanced.title')} report={report}>
        <p className="max-w-3xl text-ink-muted">{t('advanced.lead')}</p>
      </ReportPageHeader>
      {analysis ? (
        <Tabs
          label={t('advanced.tabsLabel')}
          items={advancedTabIds.map((id) => ({
            id,
            label: tabLabel(id),
            content: (
              <div className="flex flex-col gap-6 pt-2">
                <h2 className="sr-only">{tabLabel(id)}</h2>
                <Suspense
                  fallback={
                    <p role="status" className="text-ink-muted">
                      {t('loading')}
                    </p>
                  }
                >
                  {panel(id)}
                </Suspense>
              </div>
            ),
          }))}
          selectedId={selectedId}
          onSelect={(id) =>
            setSearchParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('tab', id);
                return next;
              },
              { replace: true },
            )
          }
        />
      ) : (
        <ReportStatusPanel report={report} source={source} />
      )}
      <nav
        aria-label={t('analysis.moreLabel')}
        className="flex flex-col gap-3 border-t border-line pt-6 sm:flex-row"
      >
        <Link to={reportHref('analysis', report.id)} className={buttonClassName({ variant: 'secondary' })}>
          {t('advanced.toAnalysis')}
        </Link>
        <Link to={reportHref('report', report.id)} className={buttonClassName({ variant: 'secondary' })}>
          {t('analysis.toReport')}
        </Link>
      </nav>
    </>
  );
}
