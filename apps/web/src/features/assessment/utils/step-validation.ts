import type { AnswerId } from '@app/core/assessment/answers';
import type { AssessmentFacts } from '@app/core/assessment/applicability';
import { visibleFollowUps } from '@app/core/assessment/follow-up-visibility';
import { type FollowUpId, type FollowUps, followUpDefinitions } from '@app/core/assessment/follow-ups';
import type { ValidationMessage } from '@app/core/assessment/validation-messages';
import type { AssessmentFormValues } from './form-values';
import { type CompanyField, type StepIndex, stepAnswers } from './steps';

export type FieldPath = CompanyField | `answers.${AnswerId}`;
export type StepIssue = ValidationMessage & { field: FieldPath };

/** The exact headcount is asked only where the band leaves a legal threshold open (50, 250). */
export function isHeadcountAsked(values: Pick<AssessmentFormValues, 'employeeCount'>): boolean {
  return values.employeeCount === 'startup' || values.employeeCount === 'smb';
}

/** The typed headcount as the schema checks it: a number, or undefined when not asked or left empty. */
function readHeadcount(values: AssessmentFormValues): number | undefined {
  const text = values.headcount.trim();
  return isHeadcountAsked(values) && text !== '' ? Number(text) : undefined;
}

function toFacts(values: AssessmentFormValues): AssessmentFacts {
  const headcount = readHeadcount(values);
  return {
    industry: values.industry || undefined,
    employeeCount: values.employeeCount || undefined,
    headcount: Number.isInteger(headcount) ? headcount : undefined,
    answers: values.answers,
    followUps: values.followUps,
  };
}

/**
 * The follow-ups shown under `parent`: those the core says can apply to the answers so far, once the
 * parent question itself has been answered (they open from that answer).
 */
export function getShownFollowUps(values: AssessmentFormValues, parent: AnswerId): FollowUpId[] {
  if (values.answers[parent] === undefined) return [];
  return visibleFollowUps(toFacts(values)).filter((id) => followUpDefinitions[id].parent === parent);
}

/** Answers to follow-ups that are no longer shown (the answer that opened them changed) are not sent. */
export function getShownFollowUpAnswers(values: AssessmentFormValues): FollowUps {
  const shown = visibleFollowUps(toFacts(values)).filter(
    (id) => values.answers[followUpDefinitions[id].parent] !== undefined,
  );
  return Object.fromEntries(
    shown.flatMap((id) => (values.followUps[id] ? [[id, values.followUps[id]]] : [])),
  ) as FollowUps;
}

/** The schemas' input: a choice not made yet is missing ("required"), not an unknown option. */
export function toSchemaInput(values: AssessmentFormValues) {
  return {
    companyName: values.companyName,
    industry: values.industry || undefined,
    specifyIndustry: values.specifyIndustry,
    employeeCount: values.employeeCount || undefined,
    headcount: readHeadcount(values),
    email: values.email,
    answers: values.answers,
    followUps: getShownFollowUpAnswers(values),
  };
}

/** The step that asks a field, so the review can send the user back to it. */
export function getStepOfField(field: FieldPath): StepIndex {
  if (!field.startsWith('answers.')) return 0;
  const id = field.slice('answers.'.length) as AnswerId;
  return stepAnswers[1]?.includes(id) ? 1 : 2;
}

/**
 * What a summary still lists once the values changed: the issues shown that are still open, with their
 * current wording (a too-short name that became too long says so). Nothing new is added.
 */
export function keepOpenIssues(shown: readonly StepIssue[], open: readonly StepIssue[]): StepIssue[] {
  const stillOpen = shown.flatMap((issue) => open.filter((current) => current.field === issue.field));
  const isSame =
    stillOpen.length === shown.length && stillOpen.every((issue, index) => issue.key === shown[index]?.key);
  // The same list keeps its identity, so React has nothing to re-render.
  return isSame ? (shown as StepIssue[]) : stillOpen;
}
