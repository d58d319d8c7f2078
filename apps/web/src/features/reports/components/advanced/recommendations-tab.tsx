import { priorities } from '@app/core/catalogue/recommendation-types';
import type { FullAnalysisView } from '@app/core/plans/plan-view';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAiProvider } from '@/lib/ai-availability';
import { useLanguage } from '@/lib/use-language';
import { useRequestAiWordings } from '../../api/ai-wordings';
import { RecommendationCard } from '../recommendation-card';

/**
 * The recommendations grouped by priority, most urgent first. Where a language model is configured, the
 * most urgent can be worded for the company's industry and size; their priority, effort, cost, timeline
 * and articles stay the catalogue's.
 */
export function RecommendationsTab({ analysis, reportId }: { analysis: FullAnalysisView; reportId: string }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const aiProvider = useAiProvider();
  const wordings = useRequestAiWordings();
  const worded = new Map(
    wordings.data?.language === language ? wordings.data.recommendations.map((item) => [item.id, item]) : [],
  );
  if (analysis.recommendations.length === 0)
    return <p className="text-ink-muted">{t('recommendations.none')}</p>;
  return (
    <div className="flex flex-col gap-8">
      <p className="text-ink-muted">{t('recommendations.intro')}</p>
      {aiProvider && worded.size === 0 && (
        <div
          className="flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4"
          data-testid="ai-wording"
        >
          <p className="text-sm text-ink-muted">
            {t('recommendations.wordIntro', { provider: aiProvider.name })}
          </p>
          <Button
            variant="secondary"
            className="self-start"
            disabled={wordings.isPending}
            onClick={() => wordings.mutate({ reportId, language })}
          >
            {wordings.isPending ? t('recommendations.wording') : t('recommendations.word')}
          </Button>
          {wordings.isError && (
            <p role="alert" className="text-sm text-danger-700">
              {wordings.error.message}
            </p>
          )}
        </div>
      )}
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
                  <RecommendationCard recommendation={item} headingLevel={4} wording={worded.get(item.id)} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
