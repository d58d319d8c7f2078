import type { AnswerId } from '@app/core/assessment/answers';
import { getFollowUpTexts } from '@app/core/assessment/follow-up-questions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/use-language';
import { type QuestionnaireForm, useQuestionnaireState } from '../hooks/use-questionnaire-form';
import { getShownFollowUps, isHeadcountAsked } from '../utils/step-validation';
import { type StepIndex, stepAnswers, stepNames } from '../utils/steps';

type ReviewStepProps = {
  form: QuestionnaireForm;
  onEdit: (step: StepIndex) => void;
  isDisabled: boolean;
};

/** `isOpen`: an optional follow-up left unanswered, shown muted. */
type Row = { key: string; term: string; value: string; isOpen?: boolean };

/** Step 4: every answer, by section, each section with a way back to its step. */
export function ReviewStep({ form, onEdit, isDisabled }: ReviewStepProps) {
  const { t } = useTranslation(['assessment', 'assessment-questions']);
  const language = useLanguage();
  const { values } = useQuestionnaireState(form);
  const notProvided = t('review.notProvided');

  const companyRows: Row[] = [
    { key: 'companyName', term: t('company.companyName'), value: values.companyName.trim() || notProvided },
    {
      key: 'industry',
      term: t('company.industry'),
      value: values.industry
        ? values.industry === 'other' && values.specifyIndustry.trim()
          ? `${t('industries.other')}: ${values.specifyIndustry.trim()}`
          : t(`industries.${values.industry}`)
        : notProvided,
    },
    {
      key: 'employeeCount',
      term: t('company.employeeCount'),
      value: values.employeeCount ? t(`company.employeeBands.${values.employeeCount}`) : notProvided,
    },
    ...(isHeadcountAsked(values)
      ? [{ key: 'headcount', term: t('company.headcount'), value: values.headcount.trim() || notProvided }]
      : []),
    { key: 'email', term: t('review.email'), value: values.email.trim() || notProvided },
  ];

  function answerRows(ids: readonly AnswerId[]): Row[] {
    return ids.flatMap((id) => {
      const answer = values.answers[id];
      const row = {
        key: id,
        term: t(`assessment-questions:questions.${id}.short`),
        value: answer ? t(`answers.${answer}`) : notProvided,
      };
      // A follow-up left open is listed too, so it can be found before the analysis counts it as unknown.
      const followUpRows = getShownFollowUps(values, id).map((followUpId) => {
        const followUpAnswer = values.followUps[followUpId];
        return {
          key: followUpId,
          term: getFollowUpTexts(followUpId).question[language],
          isOpen: !followUpAnswer,
          value: !followUpAnswer
            ? t('review.notAnswered')
            : followUpAnswer === 'not_applicable'
              ? (getFollowUpTexts(followUpId).notApplicableLabel?.[language] ?? '')
              : t(`answers.${followUpAnswer}`),
        };
      });
      return [row, ...followUpRows];
    });
  }

  const sections: { step: StepIndex; rows: Row[] }[] = [
    { step: 0, rows: companyRows },
    { step: 1, rows: answerRows(stepAnswers[1] ?? []) },
    { step: 2, rows: answerRows(stepAnswers[2] ?? []) },
  ];

  return (
    <div className="flex flex-col gap-6">
      {sections.map(({ step, rows }) => {
        const name = t(`steps.names.${stepNames[step]}`);
        return (
          <ReviewSection
            key={step}
            title={name}
            action={
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('review.editSection', { section: name })}
                disabled={isDisabled}
                onClick={() => onEdit(step)}
              >
                {t('review.edit')}
              </Button>
            }
          >
            <dl className="divide-y divide-line">
              {rows.map((row) => (
                <div key={row.key} className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:gap-4">
                  <dt className="text-sm text-ink-muted sm:w-1/2 sm:shrink-0">{row.term}</dt>
                  <dd
                    className={row.isOpen ? 'break-words text-ink-muted' : 'font-medium break-words text-ink'}
                  >
                    {row.value}
                  </dd>
                </div>
              ))}
            </dl>
          </ReviewSection>
        );
      })}
    </div>
  );
}

function ReviewSection({
  title,
  action,
  children,
}: {
  title: string;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-2 rounded-xl border border-line p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-ink">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}
