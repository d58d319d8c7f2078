import { validationMessageKeys } from '@app/core/assessment/validation-messages';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '@/components/ui/error-summary';
import { useValidationMessage } from '@/lib/use-validation-message';
import { getFocusTargetId } from '../utils/field-ids';
import type { StepIssue } from '../utils/step-validation';

/**
 * The summary of a step's issues, each named by its field ("Company name: This field is required"). Its
 * title asks to complete the required fields only when one is empty: an optional field typed wrong is
 * not a missing required one.
 */
export function IssueSummary({ issues }: { issues: readonly StepIssue[] }) {
  const { t } = useTranslation(['assessment', 'assessment-questions']);
  const translateMessage = useValidationMessage('validation');
  const labelOf = (field: StepIssue['field']) =>
    field.startsWith('answers.')
      ? t(`assessment-questions:questions.${field.slice('answers.'.length) as 'collectsData'}.short`)
      : t(`company.${field as 'companyName'}`);
  const isAnyMissing = issues.some((issue) => issue.key === validationMessageKeys.required);
  return (
    <ErrorSummary
      title={
        translateMessage(
          isAnyMissing ? validationMessageKeys.completeRequired : validationMessageKeys.correctFields,
        ) ?? ''
      }
      items={issues.map((issue) => ({
        fieldId: getFocusTargetId(issue.field),
        message: `${labelOf(issue.field)}: ${translateMessage(issue.key, issue.values)}`,
      }))}
    />
  );
}
