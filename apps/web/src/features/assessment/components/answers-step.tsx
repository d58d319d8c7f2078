import { type AnswerId, answerValues } from '@app/core/assessment/answers';
import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '@/lib/use-validation-message';
import { type QuestionnaireForm, useQuestionnaireState } from '../hooks/use-questionnaire-form';
import { getFieldId } from '../utils/field-ids';
import { getShownFollowUps } from '../utils/step-validation';
import { ChoiceFieldset } from './choice-fieldset';
import { FollowUpQuestions } from './follow-up-questions';

type AnswersStepProps = { form: QuestionnaireForm; answerIds: readonly AnswerId[] };

/** Steps 2 and 3: yes / no / not sure questions, each with the follow-ups its answer opens. */
export function AnswersStep({ form, answerIds }: AnswersStepProps) {
  const { t } = useTranslation(['assessment', 'assessment-questions']);
  const translateMessage = useValidationMessage('validation');
  const { values, errors } = useQuestionnaireState(form);
  const options = answerValues.map((value) => ({ value, label: t(`answers.${value}`) }));

  return (
    <div className="flex flex-col gap-6">
      {answerIds.map((answerId) => {
        const followUps = getShownFollowUps(values, answerId);
        return (
          <div
            key={answerId}
            className="flex flex-col gap-4 border-t border-line pt-5 first:border-t-0 first:pt-0"
          >
            <ChoiceFieldset
              id={getFieldId(`answers.${answerId}`)}
              legend={t(`assessment-questions:questions.${answerId}.question`)}
              hint={t(`assessment-questions:questions.${answerId}.hint`)}
              options={options}
              value={values.answers[answerId]}
              onChange={(value) => form.setValue(`answers.${answerId}`, value)}
              error={translateMessage(errors[`answers.${answerId}`])}
            />
            {followUps.length > 0 && <FollowUpQuestions form={form} ids={followUps} />}
          </div>
        );
      })}
    </div>
  );
}
