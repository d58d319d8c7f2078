import type { AiProviderInfo } from '@app/core/ai/availability';
import type { AiSummarySentence } from '@app/core/ai/schemas';
import { formatGdprArticle } from '@app/core/i18n/gdpr-article';
import type { FullAnalysisView } from '@app/core/plans/plan-view';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/use-language';
import { useRequestAiSummary } from '../../api/ai-summary';

/**
 * The management summary the language model writes from the analysis alone, each sentence followed by
 * what it rests on (the server has dropped any sentence citing something the analysis does not hold).
 * Written on request, since writing it uses one of the plan's AI requests; read back free after that.
 */
export function AiSummaryPanel({
  reportId,
  analysis,
  provider,
}: {
  reportId: string;
  analysis: FullAnalysisView;
  provider: AiProviderInfo;
}) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const summary = useRequestAiSummary();
  const sentences = summary.data?.language === language ? summary.data.sentences : null;

  function citationsOf(sentence: AiSummarySentence): string[] {
    const issues = sentence.issueIds.map(
      (id) => analysis.issues.find((issue) => issue.controlId === id)?.title[language] ?? id,
    );
    const articles = sentence.articleIds.map((article) => formatGdprArticle(article, language));
    const recommendations = sentence.recommendationIds.map(
      (id) => analysis.recommendations.find((item) => item.id === id)?.title[language] ?? id,
    );
    return [...issues, ...articles, ...recommendations];
  }

  return (
    <section
      aria-labelledby="ai-summary-title"
      className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
      data-testid="ai-summary"
    >
      <h3 id="ai-summary-title" className="text-lg font-bold text-ink">
        {t('aiSummary.title')}
      </h3>
      <p className="text-sm text-ink-muted">{t('aiSummary.notice', { provider: provider.name })}</p>
      {sentences ? (
        <ol className="flex flex-col gap-3">
          {sentences.map((sentence) => (
            <li key={sentence.text} className="flex flex-col gap-1">
              <p className="text-ink">{sentence.text}</p>
              <p className="text-xs text-ink-muted">
                {t('aiSummary.cites', { sources: citationsOf(sentence).join('; ') })}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <div className="flex flex-col gap-2">
          <Button
            className="self-start"
            disabled={summary.isPending}
            onClick={() => summary.mutate({ reportId, language })}
          >
            {summary.isPending ? t('aiSummary.writing') : t('aiSummary.write')}
          </Button>
          {summary.isPending && (
            <p role="status" className="text-sm text-ink-muted">
              {t('aiSummary.progress')}
            </p>
          )}
          {summary.isError && (
            <p role="alert" className="text-sm text-danger-700">
              {summary.error.message}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
