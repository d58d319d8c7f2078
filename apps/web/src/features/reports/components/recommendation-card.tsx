import type { Recommendation } from '@app/core/analysis/result-schema';
import { timelineLabels } from '@app/core/catalogue/recommendation-types';
import { formatGdprArticle } from '@app/core/i18n/gdpr-article';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { priorityRiskLevel } from '../utils/risk-styles';
import { Detail } from './issue-list';
import { RiskBadge } from './risk-badge';

/** One recommendation: why, how (its steps), what it costs and takes, and its legal basis. */
export function RecommendationCard({
  recommendation,
  headingLevel = 3,
  action,
  wording,
}: {
  recommendation: Recommendation;
  headingLevel?: 3 | 4;
  action?: ReactNode;
  /** The title and description worded for the company by the language model; the rest stays the catalogue's. */
  wording?: { title: string; description: string } | undefined;
}) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:p-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <Heading className="text-lg font-semibold text-ink">
          {wording?.title ?? recommendation.title[language]}
        </Heading>
        <RiskBadge level={priorityRiskLevel[recommendation.priority]} className="self-start">
          {t('recommendations.priorityValue', { level: t(`priority.${recommendation.priority}`) })}
        </RiskBadge>
      </div>
      <p className="text-ink">{wording?.description ?? recommendation.description[language]}</p>
      {wording && (
        <p className="text-xs text-ink-muted" data-testid="ai-worded">
          {t('recommendations.worded', { title: recommendation.title[language] })}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <Detail label={t('recommendations.impact')}>{t(`ratings.impact.${recommendation.impact}`)}</Detail>
        <Detail label={t('recommendations.effort')}>{t(`ratings.effort.${recommendation.effort}`)}</Detail>
        <Detail label={t('recommendations.cost')}>{t(`ratings.cost.${recommendation.cost}`)}</Detail>
        <Detail label={t('recommendations.timeline')}>
          {timelineLabels[recommendation.timeline][language]}
        </Detail>
      </dl>
      <details className="group rounded-lg bg-surface-muted px-3 py-2">
        <summary className="cursor-pointer py-1 font-semibold text-brand-800">
          {t('recommendations.stepsToggle', { count: recommendation.steps.length })}
        </summary>
        <ol className="mt-2 flex list-decimal flex-col gap-1.5 pl-5 text-ink">
          {recommendation.steps.map((step) => (
            <li key={step.en}>{step[language]}</li>
          ))}
        </ol>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          <Detail label={t('recommendations.deliverable')}>{recommendation.deliverable[language]}</Detail>
          <Detail label={t('recommendations.successMetric')}>{recommendation.successMetric[language]}</Detail>
        </dl>
      </details>
      <p className="text-sm text-ink-muted">
        <span className="font-medium">{t('recommendations.articles')}:</span>{' '}
        {[
          ...recommendation.articles.map((article) => formatGdprArticle(article, language)),
          ...recommendation.nationalLaw.map((reference) => reference.text[language]),
        ].join('; ')}
      </p>
      {action}
    </article>
  );
}
