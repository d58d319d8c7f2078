import { priorities } from '@app/core/catalogue/recommendation-types';
import type { FullAnalysisView } from '@app/core/plans/plan-view';
import { useTranslation } from 'react-i18next';
import { RecommendationCard } from '../recommendation-card';

/** The recommendations grouped by priority, most urgent first. */
export function RecommendationsTab({ analysis }: { analysis: FullAnalysisView }) {
  const { t } = useTranslation('reports');
  if (analysis.recommendations.length === 0)
    return <p className="text-ink-muted">{t('recommendations.none')}</p>;
  return (
    <div className="flex flex-col gap-8">
      <p className="text-ink-muted">{t('recommendations.intro')}</p>
      {priorities.map((priority) => {
        const items = analysis.recommendations.filter((item) => item.priority === priority);
        if (items.length === 0) return null;
        return (
          <section key={priority} aria-labelledby={`priority-${priority}`} className="flex flex-col gap-3">
            <h3 id={`priority-${priority}`} className="text-lg font-semibold text-ink">
              {t('recommendations.group', { level: t(`priority.${priority}`), count: items.length })}
            </h3>
            <ul className="flex flex-col gap-4">
              {items.map((item) => (
                <li key={item.id}>
                  <RecommendationCard recommendation={item} headingLevel={4} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
