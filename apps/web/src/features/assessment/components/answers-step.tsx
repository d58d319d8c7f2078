import { type AnswerId, answerValues } from '@app/core/assessment/answers';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '@/lib/use-validation-message';
import { getFieldId } from '../utils/field-ids';
import type { AssessmentFormValues } from '../utils/form-values';
import { getShownFollowUps } from '../utils/step-validation';
import { ChoiceFieldset } from './choice-fieldset';
import { FollowUpQuestions } from './follow-up-questions';

type AnswersStepProps = { form: UseFormReturn<AssessmentFormValues>; answerIds: readonly AnswerId[] };

/** Steps 2 and 3: yes / no / not sure questions, each with the follow-ups its answer opens. */
export function AnswersStep({ form, answerIds }: AnswersStepProps) {
  const { t } = useTranslation('assessment');
  const translateMessage = useValidationMessage('validation');
  const values = useWatch({ control: form.control }) as AssessmentFormValues;
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
            <Controller
              control={form.control}
              name={`answers.${answerId}`}
              render={({ field, fieldState }) => (
                <ChoiceFieldset
                  id={getFieldId(`answers.${answerId}`)}
                  legend={t(`questions.${answerId}.question`)}
                  hint={t(`questions.${answerId}.hint`)}
                  options={options}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={translateMessage(fieldState.error?.message)}
                />
              )}
            />
            {followUps.length > 0 && <FollowUpQuestions control={form.control} ids={followUps} />}
          </div>
        );
      })}
    </div>
  );
}
