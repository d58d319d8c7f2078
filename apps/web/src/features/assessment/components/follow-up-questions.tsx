import { getFollowUpTexts } from '@app/core/assessment/follow-up-questions';
import { type FollowUpId, listFollowUpValues } from '@app/core/assessment/follow-ups';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { type QuestionnaireForm, useQuestionnaireState } from '../hooks/use-questionnaire-form';
import { getFollowUpId } from '../utils/field-ids';
import { ChoiceFieldset } from './choice-fieldset';

type FollowUpQuestionsProps = { form: QuestionnaireForm; ids: readonly FollowUpId[] };

/** The optional questions an answer opens, shown right under it; their texts come from the core. */
export function FollowUpQuestions({ form, ids }: FollowUpQuestionsProps) {
  const { t } = useTranslation('assessment');
  const { values } = useQuestionnaireState(form);
  const language = useLanguage();
  const optionsOf = (id: FollowUpId) =>
    listFollowUpValues(id).map((value) => ({
      value,
      label:
        value === 'not_applicable'
          ? (getFollowUpTexts(id).notApplicableLabel?.[language] ?? '')
          : t(`answers.${value}`),
    }));
  return (
    <div
      className="flex flex-col gap-4 rounded-lg border-l-4 border-brand-300 bg-surface-muted py-3 pr-3 pl-4"
      data-testid="follow-up-questions"
    >
      <div className="flex flex-col gap-0.5">
        <p className="text-sm font-semibold text-brand-800">{t('followUps.title')}</p>
        <p className="text-sm text-ink-muted">{t('followUps.text')}</p>
      </div>
      {ids.map((id) => (
        <ChoiceFieldset
          key={id}
          id={getFollowUpId(id)}
          legend={getFollowUpTexts(id).question[language]}
          hint={getFollowUpTexts(id).hint?.[language]}
          options={optionsOf(id)}
          value={values.followUps[id]}
          onChange={(value) => form.setValue(`followUps.${id}`, value)}
          legendStyle="followUp"
        />
      ))}
    </div>
  );
}
