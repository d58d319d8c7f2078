import type { FullAnalysisView } from '@app/core/plans/plan-view';
import type { ReportView } from '@app/core/reports/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { useUpdateProgress } from '../../api/update-progress';
import type { ReportSource } from '../../hooks/use-report-selection';
import { measureRoadmapProgress } from '../../utils/roadmap-progress';
import { RoadmapTimeline } from '../charts/roadmap-timeline';
import { RoadmapProgressBar } from '../roadmap-progress-bar';
import { PhaseDetails } from './phase-details';

/** The phased plan, with a tick per recommendation for the signed-in owner to track what is done. */
export function RoadmapTab({
  report,
  analysis,
  source,
}: {
  report: ReportView;
  analysis: FullAnalysisView;
  source: ReportSource;
}) {
  const { t } = useTranslation(['reports', 'errors']);
  const language = useLanguage();
  const update = useUpdateProgress();
  const canTrack = source === 'server';
  const progress = measureRoadmapProgress(analysis, report.completedRecommendationIds);
  const completed = new Set(report.completedRecommendationIds);

  function toggle(recommendationId: string, done: boolean) {
    update.mutate(
      { reportId: report.id, recommendationId, done },
      { onError: (error) => toast.error(error instanceof ApiError ? error.message : t('errors:generic')) },
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <p className="text-ink-muted">{t('roadmap.intro')}</p>
      {progress && <RoadmapProgressBar progress={progress} />}
      {!canTrack && (
        <p className="rounded-lg bg-surface-muted p-3 text-sm text-ink">
          {t('roadmap.trackSignedOut')}{' '}
          <Link to={paths.login.getHref()} className="font-semibold text-brand-700 underline">
            {t('roadmap.signIn')}
          </Link>
        </p>
      )}
      <RoadmapTimeline phases={analysis.roadmap.phases} />
      {analysis.roadmap.phases.map((phase, index) => (
        <PhaseDetails
          key={phase.id}
          phase={phase}
          number={index + 1}
          milestone={analysis.predictions.milestones.find((item) => item.phase === phase.id)}
          recommendations={analysis.recommendations.filter((item) =>
            phase.recommendationIds.includes(item.id),
          )}
          language={language}
          completed={completed}
          onToggle={canTrack ? toggle : undefined}
        />
      ))}
    </div>
  );
}
