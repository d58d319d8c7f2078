import type { FullAnalysisView } from '@app/core/plans/plan-view';
import { useTranslation } from 'react-i18next';
import { useAiProvider } from '@/lib/ai-availability';
import { useLanguage } from '@/lib/use-language';
import { AskAboutReport } from '../ask-about-report';
import { AiSummaryPanel } from './ai-summary-panel';

/**
 * The analysis's own observations (the expert insights), each tagged with what it is about; where a
 * language-model provider is configured, the management summary it writes comes first.
 */
export function InsightsTab({ analysis, reportId }: { analysis: FullAnalysisView; reportId: string }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const aiProvider = useAiProvider();
  return (
    <div className="flex flex-col gap-4">
      {aiProvider && <AiSummaryPanel reportId={reportId} analysis={analysis} provider={aiProvider} />}
      {aiProvider && <AskAboutReport reportId={reportId} provider={aiProvider} />}
      <p className="text-ink-muted">{t('insights.intro')}</p>
      {analysis.insights.length === 0 ? (
        <p className="text-ink">{t('insights.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {analysis.insights.map((insight) => (
            <li
              key={insight.id}
              className="flex flex-col gap-1.5 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-start sm:gap-4"
            >
              <span className="shrink-0 self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 sm:mt-0.5 sm:w-36 sm:text-center">
                {t(`insights.kinds.${insight.kind}`)}
              </span>
              <p className="text-ink">{insight.text[language]}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
