import { answerValues } from '@app/core/assessment/answers';
import { employeeBands } from '@app/core/assessment/company';
import type { FollowUpId } from '@app/core/assessment/follow-ups';
import type { FieldPath } from './step-validation';

const companyFieldIds = {
  companyName: 'assessment-company-name',
  industry: 'assessment-industry',
  specifyIndustry: 'assessment-specify-industry',
  employeeCount: 'assessment-employee-count',
  headcount: 'assessment-headcount',
  email: 'assessment-email',
} as const;

/** The id of a field's control, or of the fieldset of a question. */
export function getFieldId(field: FieldPath): string {
  if (field.startsWith('answers.')) return `assessment-${field.slice('answers.'.length)}`;
  return companyFieldIds[field as keyof typeof companyFieldIds];
}

export function getFollowUpId(id: FollowUpId): string {
  return `assessment-follow-up-${id}`;
}

/** Where focus goes for a field with an error: the control, or the first answer of a question. */
export function getFocusTargetId(field: FieldPath): string {
  const id = getFieldId(field);
  if (field === 'employeeCount') return `${id}-${employeeBands[0]}`;
  if (field.startsWith('answers.')) return `${id}-${answerValues[0]}`;
  return id;
}
