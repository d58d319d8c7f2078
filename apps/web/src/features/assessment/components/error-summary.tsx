import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '../hooks/use-validation-message';
import { getFocusTargetId } from '../utils/field-ids';
import type { StepIssue } from '../utils/step-validation';

export type SummaryItem = { targetId: string; message: string };

/*
 * After a failed Next: the summary title (the specification's 'Please complete all required fields
 * before proceeding') and every problem, announced at once, each a link to its field.
 */
export function ErrorSummary({ title, items }: { title: string; items: readonly SummaryItem[] }) {
  if (items.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-danger-700/30 bg-danger-50 px-4 py-3 text-danger-700"
    >
      <p className="font-semibold">{title}</p>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {items.map((item) => (
          <li key={item.targetId}>
            <a
              href={`#${item.targetId}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(item.targetId)?.focus();
              }}
              className="underline underline-offset-2"
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The summary of a step's issues, each named by its field ("Company name: This field is required"). */
export function IssueSummary({ issues }: { issues: readonly StepIssue[] }) {
  const { t } = useTranslation('assessment');
  const translateMessage = useValidationMessage();
  const labelOf = (field: StepIssue['field']) =>
    field.startsWith('answers.')
      ? t(`questions.${field.slice('answers.'.length) as 'collectsData'}.short`)
      : t(`company.${field as 'companyName'}`);
  return (
    <ErrorSummary
      title={translateMessage('validation.completeRequired') ?? ''}
      items={issues.map((issue) => ({
        targetId: getFocusTargetId(issue.field),
        message: `${labelOf(issue.field)}: ${translateMessage(issue.key, issue.values)}`,
      }))}
    />
  );
}
