import type { Language } from '@app/core/errors';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { marketingClaims } from '@/config/marketing';
import { demoExample } from '../utils/demo-example';
import type { DemoStepId } from '../utils/demo-steps';
import { FollowUpVisual, QuestionnaireVisual } from './demo-visual-form';
import { RecommendationsVisual, ReportVisual, RoadmapVisual } from './demo-visual-plan';
import { GapsVisual, ScoreVisual } from './demo-visual-result';

// What the free plan does not include (pricing page): the demo says so where it shows it.
const paidSteps: readonly DemoStepId[] = ['recommendations', 'roadmap', 'report'];

function renderVisual(stepId: DemoStepId, language: Language): ReactNode {
  switch (stepId) {
    case 'questionnaire':
      return <QuestionnaireVisual />;
    case 'followUps':
      return <FollowUpVisual language={language} />;
    case 'score':
      return <ScoreVisual />;
    case 'gaps':
      return <GapsVisual language={language} />;
    case 'recommendations':
      return <RecommendationsVisual />;
    case 'roadmap':
      return <RoadmapVisual />;
    case 'report':
      return <ReportVisual />;
  }
}

/** Values the step texts may interpolate; every figure comes from the config or the checked example. */
function useStepTextValues() {
  const { t } = useTranslation('demo');
  return {
    minutes: marketingClaims.minutesToReport,
    company: t('company'),
    score: demoExample.score,
    issues: demoExample.issuesFound,
  };
}

/** One step: its illustration (decorative: the text below says what it shows), title and text. */
export function DemoStage({ stepId, language }: { stepId: DemoStepId; language: Language }) {
  const { t } = useTranslation('demo');
  const values = useStepTextValues();
  return (
    // Keyed by step, so each step fades in where motion is welcome (reduced motion: it simply appears).
    <div key={stepId} className="flex flex-col gap-4 motion-safe:animate-menu-in">
      <div
        aria-hidden="true"
        className="flex h-64 items-center justify-center overflow-hidden rounded-xl bg-gradient-to-b from-brand-100 to-brand-50 p-3 sm:h-72 sm:px-8"
      >
        {renderVisual(stepId, language)}
      </div>
      {/* Room for the longest step's text, so the controls below stay put from step to step. */}
      <div className="flex min-h-48 flex-col gap-1.5 sm:min-h-32">
        <h3 className="text-lg font-semibold text-ink">{t(`steps.${stepId}.title`)}</h3>
        <p className="text-ink-muted">{t(`steps.${stepId}.text`, values)}</p>
        {paidSteps.includes(stepId) && (
          <p className="w-fit rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
            {t('paidBadge')}
          </p>
        )}
      </div>
    </div>
  );
}
