import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { UpgradeLinks } from '@/components/upgrade-links';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useUpgradePaths } from '@/lib/upgrade-paths';
import { useReport } from '../api/get-report';
import { useReports } from '../api/get-reports';
import { reportHref } from '../utils/report-links';
import { measureRoadmapProgress } from '../utils/roadmap-progress';
import { buildScoreHistory, trendOf } from '../utils/score-history';
import { ScoreHistoryChart } from './charts/score-history-chart';
import { useOfferedReports } from './import-offer';
import { ReportHeadline } from './report-headline';
import { RoadmapProgressBar } from './roadmap-progress-bar';

/** The dashboard's Overview: the latest result, how the score has moved, and how far the roadmap is. */
export function DashboardOverview() {
  const { t } = useTranslation(['reports', 'account', 'report-import', 'errors']);
  const reports = useReports();
  const history = buildScoreHistory(reports.data ?? []);
  const latestId = history.at(-1)?.id;
  const latest = useReport(latestId);
  const trend = trendOf(history);
  // Reports made in this browser before signing in, offered above the tabs.
  const waitingCount = useOfferedReports().length;
  const upgrade = useUpgradePaths();

  if (reports.isPending) return <p role="status">{t('loading')}</p>;
  if (reports.isError)
    return (
      <p role="alert" className="font-medium text-danger-700">
        {reports.error instanceof ApiError ? reports.error.message : t('errors:generic')}
      </p>
    );
  if (!latestId)
    return (
      <section
        aria-labelledby="overview-title"
        className="flex flex-col gap-3 rounded-2xl bg-surface-muted p-6"
      >
        <h2 id="overview-title" className="text-xl font-bold text-ink">
          {t('account:overview.emptyTitle')}
        </h2>
        <p className="text-ink-muted">
          {reports.data.length > 0
            ? t('account:overview.noneCompleted')
            : waitingCount > 0
              ? t('report-import:waiting', { count: waitingCount })
              : t('account:overview.empty')}
        </p>
        <Link
          to={paths.complianceForm.getHref()}
          className={buttonClassName({
            variant: waitingCount > 0 ? 'secondary' : 'primary',
            className: 'self-start',
          })}
        >
          {t('empty.start')}
        </Link>
      </section>
    );

  const progress = latest.data?.analysis
    ? measureRoadmapProgress(latest.data.analysis, latest.data.completedRecommendationIds)
    : undefined;
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="overview-title" className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h2 id="overview-title" className="text-xl font-bold text-ink sm:text-2xl">
            {t('account:overview.title')}
          </h2>
          {latest.data && (
            <p className="text-ink-muted">
              {t('account:overview.latestOf', { company: latest.data.company.name })}
            </p>
          )}
        </div>
        {latest.isPending && <p role="status">{t('loading')}</p>}
        {latest.data && <ReportHeadline report={latest.data} />}
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to={reportHref('analysis', latestId)} className={buttonClassName()}>
            {t('account:overview.openAnalysis')}
          </Link>
          <Link to={reportHref('advancedAi', latestId)} className={buttonClassName({ variant: 'secondary' })}>
            {t('analysis.toAdvanced')}
          </Link>
          <Link to={paths.complianceForm.getHref()} className={buttonClassName({ variant: 'ghost' })}>
            {t('account:overview.newAssessment')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="trend-title" className="flex flex-col gap-3">
        <h2 id="trend-title" className="text-xl font-bold text-ink">
          {t('account:overview.trendTitle')}
        </h2>
        <p className="text-ink" data-testid="overview-trend">
          {trend
            ? t(`trend.${trend.direction}`, { change: Math.abs(trend.change), previous: trend.previousScore })
            : t('account:overview.firstOnly')}
        </p>
        {history.length > 1 && <ScoreHistoryChart history={history} />}
      </section>
      <section aria-labelledby="progress-title" className="flex flex-col gap-3">
        <h2 id="progress-title" className="text-xl font-bold text-ink">
          {t('progress.title')}
        </h2>
        {progress ? (
          <>
            <RoadmapProgressBar progress={progress} />
            <Link
              to={reportHref('advancedAi', latestId, { tab: 'roadmap' })}
              className="self-start font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t('progress.openRoadmap')}
            </Link>
          </>
        ) : progress === null ? (
          <>
            <p className="text-ink-muted">{t('progress.basic')}</p>
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <UpgradeLinks ways={upgrade.ways} isSignedIn={upgrade.isSignedIn} />
            </div>
          </>
        ) : null}
      </section>
    </div>
  );
}
