import { timelineLabels } from '@app/core/catalogue/recommendation-types';
import { formatNumber } from '@app/core/format/numbers';
import type { AnalysisView } from '@app/core/plans/plan-view';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { selectFirstActions } from '../utils/first-actions';

/** "What to do first": three steps, numbered, each with why it comes first. */
export function FirstActions({
  analysis,
  completedIds,
}: {
  analysis: AnalysisView;
  completedIds: readonly string[];
}) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const actions = selectFirstActions(analysis, completedIds);
  return (
    <section aria-labelledby="first-actions-title" className="flex flex-col gap-3">
      <h2 id="first-actions-title" className="text-2xl font-bold tracking-tight text-ink">
        {t('firstActions.title')}
      </h2>
      <p className="text-ink-muted">
        {actions.kind === 'issues' ? t('firstActions.leadIssues') : t('firstActions.leadRecommendations')}
      </p>
      {actions.items.length === 0 ? (
        <p className="text-ink">{t('firstActions.none')}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="first-actions">
          {actions.kind === 'issues'
            ? actions.items.map((issue, index) => (
                <Step
                  key={issue.controlId}
                  number={index + 1}
                  title={issue.title[language]}
                  detail={t('firstActions.issueDetail', {
                    points: formatNumber(issue.pointsLost, language),
                    severity: t(`severity.${issue.severity}`),
                  })}
                />
              ))
            : actions.items.map((item, index) => (
                <Step
                  key={item.id}
                  number={index + 1}
                  title={item.title[language]}
                  detail={t('firstActions.recommendationDetail', {
                    priority: t(`priority.${item.priority}`),
                    timeline: timelineLabels[item.timeline][language],
                  })}
                />
              ))}
        </ol>
      )}
    </section>
  );
}

function Step({ number, title, detail }: { number: number; title: string; detail: string }) {
  return (
    <li className="flex items-start gap-4 rounded-xl border border-line bg-surface p-4">
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white"
      >
        {number}
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-semibold text-ink">{title}</p>
        <p className="text-sm text-ink-muted">{detail}</p>
      </div>
    </li>
  );
}
