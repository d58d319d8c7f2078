import type { UseFormReturn } from 'react-hook-form';
import type { AssessmentFormValues } from '../utils/form-values';
import { type StepIndex, stepAnswers } from '../utils/steps';
import { AnswersStep } from './answers-step';
import { CompanyStep } from './company-step';
import { ReviewStep } from './review-step';

type AssessmentStepProps = {
  step: StepIndex;
  form: UseFormReturn<AssessmentFormValues>;
  isDisabled: boolean;
  onEdit: (step: StepIndex) => void;
};

export function AssessmentStep({ step, form, isDisabled, onEdit }: AssessmentStepProps) {
  if (step === 0) return <CompanyStep form={form} />;
  const answerIds = stepAnswers[step];
  if (answerIds) return <AnswersStep form={form} answerIds={answerIds} />;
  return <ReviewStep control={form.control} onEdit={onEdit} isDisabled={isDisabled} />;
}
