import type { Language } from '@app/core/errors';
import { formatGdprArticle } from '@app/core/i18n/gdpr-article';
import { useTranslation } from 'react-i18next';
import { AnswerChoice, Card, FormSteps } from './demo-visual-parts';

function useAnswerLabels(): readonly [string, string, string] {
  const { t } = useTranslation('demo');
  return [t('visual.answers.yes'), t('visual.answers.no'), t('visual.answers.notSure')];
}

/** Step 1: a question of the form's second step, answered. */
export function QuestionnaireVisual() {
  const { t } = useTranslation('demo');
  const answers = useAnswerLabels();
  return (
    <Card className="flex w-full flex-col gap-3">
      <FormSteps current={1} />
      <p className="text-xs font-semibold text-brand-800">{t('visual.questionnaire.step')}</p>
      <p className="text-sm font-semibold text-ink">{t('visual.questionnaire.question')}</p>
      <AnswerChoice labels={answers} chosen={0} />
    </Card>
  );
}

/** Step 2: the service-provider answer opens its follow-up question on processing contracts. */
export function FollowUpVisual({ language }: { language: Language }) {
  const { t } = useTranslation('demo');
  const answers = useAnswerLabels();
  return (
    <Card className="flex w-full flex-col gap-2.5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-ink">{t('visual.followUps.parent')}</p>
        <span className="rounded-lg border border-brand-700 bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
          {answers[0]}
        </span>
      </div>
      <div className="flex flex-col gap-2 border-l-4 border-brand-300 pl-3">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
          {t('visual.followUps.label')}
        </p>
        <p className="text-sm font-semibold text-ink">
          {t('visual.followUps.question')}{' '}
          <span className="font-normal whitespace-nowrap text-ink-muted">
            ({formatGdprArticle('28', language)})
          </span>
        </p>
        <AnswerChoice labels={answers} chosen={2} />
      </div>
    </Card>
  );
}
