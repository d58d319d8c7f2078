import type { Predictions, Recommendation, RoadmapPhase } from '@app/core/analysis/result-schema';
import { timelineLabels } from '@app/core/catalogue/recommendation-types';
import type { Language } from '@app/core/errors';
import type { LocalizedText } from '@app/core/i18n/localized-text';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';

/** One phase: when, what it aims at and delivers, how success shows, and its actions to tick off. */
export function PhaseDetails({
  phase,
  number,
  milestone,
  recommendations,
  language,
  completed,
  onToggle,
}: {
  phase: RoadmapPhase;
  number: number;
  milestone: Predictions['milestones'][number] | undefined;
  recommendations: readonly Recommendation[];
  language: Language;
  completed: ReadonlySet<string>;
  onToggle: ((recommendationId: string, done: boolean) => void) | undefined;
}) {
  const { t } = useTranslation('reports');
  const headingId = `phase-${phase.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="text-xl font-bold text-ink">
          {t('roadmap.phase', { number, name: phase.label[language] })}
        </h3>
        <p className="text-sm text-ink-muted">
          {t('roadmap.period', {
            start: phase.startWeek,
            end: phase.endWeek,
            min: phase.minWeeks,
            max: phase.maxWeeks,
          })}
          {milestone &&
            ` · ${t('roadmap.milestone', {
              score: milestone.complianceScore,
              risk: t(`riskLevels.${milestone.riskLevel}`).toLocaleLowerCase(language),
            })}`}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="font-semibold text-ink">{t('roadmap.actions')}</h4>
        {recommendations.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('roadmap.noActions')}</p>
        ) : onToggle ? (
          <ul className="flex flex-col gap-3">
            {recommendations.map((item) => (
              <li key={item.id}>
                <Checkbox
                  label={item.title[language]}
                  description={`${t('recommendations.priorityValue', { level: t(`priority.${item.priority}`) })} · ${timelineLabels[item.timeline][language]}`}
                  checked={completed.has(item.id)}
                  onChange={(event) => onToggle(item.id, event.target.checked)}
                />
              </li>
            ))}
          </ul>
        ) : (
          <ul className="flex list-disc flex-col gap-1 pl-5 text-ink">
            {recommendations.map((item) => (
              <li key={item.id}>
                {item.title[language]}
                {completed.has(item.id) && <span className="text-emerald-800"> – {t('roadmap.done')}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        <TextList title={t('roadmap.objectives')} items={phase.objectives} language={language} />
        <TextList title={t('roadmap.deliverables')} items={phase.deliverables} language={language} />
        <TextList title={t('roadmap.successMetrics')} items={phase.successMetrics} language={language} />
      </div>
    </section>
  );
}

function TextList({
  title,
  items,
  language,
}: {
  title: string;
  items: readonly LocalizedText[];
  language: Language;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <h4 className="font-semibold text-ink">{title}</h4>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-ink">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two recommendations may share a deliverable's text
          <li key={index}>{item[language]}</li>
        ))}
      </ul>
    </div>
  );
}
