import { riskLevelFromScore } from '@app/core/analysis/risk-level';
import { formatGdprArticle } from '@app/core/i18n/gdpr-article';
import type { FullAnalysisView } from '@app/core/plans/plan-view';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { riskColours } from '../../utils/risk-styles';
import { RiskOutlookChart } from '../charts/risk-outlook-chart';
import { ScoreProjectionChart } from '../charts/score-projection-chart';

export function PredictionsTab({ analysis }: { analysis: FullAnalysisView }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const { predictions } = analysis;
  return (
    <div className="flex flex-col gap-10">
      <p className="text-ink-muted">{t('predictions.intro')}</p>
      {predictions.assumptions && (
        <section aria-labelledby="prediction-assumptions-title" className="flex flex-col gap-2">
          <h3 id="prediction-assumptions-title" className="text-lg font-semibold text-ink">
            {t('predictions.assumptions')}
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-ink-muted">
            {predictions.assumptions.statements.map((statement) => (
              <li key={statement.en}>{statement[language]}</li>
            ))}
          </ul>
        </section>
      )}
      <ScoreProjectionChart predictions={predictions} phases={analysis.roadmap.phases} />
      <RiskOutlookChart prediction={predictions.riskPrediction} />
      <section aria-labelledby="violation-areas-title" className="flex flex-col gap-3">
        <h3 id="violation-areas-title" className="text-lg font-semibold text-ink">
          {t('predictions.areas')}
        </h3>
        <p className="text-ink-muted">{t('predictions.areasIntro')}</p>
        {predictions.violationRiskAreas.length === 0 ? (
          <p className="text-ink">{t('predictions.noAreas')}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {predictions.violationRiskAreas.map((area) => {
              const colour = riskColours[riskLevelFromScore(100 - area.riskScore)];
              return (
                <li key={area.controlId} className="flex flex-col gap-2 rounded-xl border border-line p-4">
                  <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                    <span className="font-semibold text-ink">{area.title[language]}</span>
                    <span className="text-sm font-semibold tabular-nums" style={{ color: colour }}>
                      {t('predictions.areaRisk', { score: area.riskScore })}
                    </span>
                  </div>
                  <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
                    <span
                      className="block h-full rounded-full"
                      style={{ width: `${Math.max(area.riskScore, 2)}%`, backgroundColor: colour }}
                    />
                  </span>
                  <p className="text-sm text-ink-muted">
                    {t('predictions.enforcement', {
                      level: t(`predictions.enforcementLevels.${area.enforcementFrequency}`),
                    })}
                    {area.articles.length > 0 &&
                      ` · ${area.articles.map((article) => formatGdprArticle(article, language)).join('; ')}`}
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
