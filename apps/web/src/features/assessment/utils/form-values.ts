import type { Answers } from '@app/core/assessment/answers';
import { type EmployeeBand, fieldLimits, type Industry } from '@app/core/assessment/company';
import { type FollowUps, pickKnownFollowUps } from '@app/core/assessment/follow-ups';
import type { AssessmentDraftValues } from '@app/core/reports/schemas';

/**
 * What the form holds while it is being filled in: every field present, '' for a choice not made yet.
 * The draft (browser and account) stores the same shape.
 */
export type AssessmentFormValues = {
  companyName: string;
  industry: Industry | '';
  specifyIndustry: string;
  employeeCount: EmployeeBand | '';
  /** The exact number of workers, as typed; asked for the start-up and SMB bands. */
  headcount: string;
  email: string;
  answers: Partial<Answers>;
  followUps: FollowUps;
};

export function createEmptyValues(): AssessmentFormValues {
  return {
    companyName: '',
    industry: '',
    specifyIndustry: '',
    employeeCount: '',
    headcount: '',
    email: '',
    answers: {},
    followUps: {},
  };
}

export function toFormValues(draft: AssessmentDraftValues): AssessmentFormValues {
  return {
    companyName: draft.companyName ?? '',
    industry: draft.industry ?? '',
    specifyIndustry: draft.specifyIndustry ?? '',
    employeeCount: draft.employeeCount ?? '',
    headcount: draft.headcount ?? '',
    email: draft.email ?? '',
    answers: { ...draft.answers },
    followUps: pickKnownFollowUps(draft.followUps),
  };
}

// The account rejects drafts beyond these sizes (assessmentDraftValuesSchema); a text pasted past the
// form's own limit is still kept, cut to what the draft may hold.
const draftTextLimits = {
  companyName: fieldLimits.companyName.max * 2,
  specifyIndustry: fieldLimits.specifyIndustry.max * 2,
  email: fieldLimits.email.max,
} as const;

export function toDraftValues(values: AssessmentFormValues): AssessmentDraftValues {
  return {
    companyName: values.companyName.slice(0, draftTextLimits.companyName),
    industry: values.industry,
    specifyIndustry: values.specifyIndustry.slice(0, draftTextLimits.specifyIndustry),
    employeeCount: values.employeeCount,
    headcount: values.headcount.slice(0, 12),
    email: values.email.slice(0, draftTextLimits.email),
    answers: withoutEmptyEntries(values.answers),
    followUps: withoutEmptyEntries(values.followUps),
  };
}

function withoutEmptyEntries<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

/** Whether anything was typed or chosen: an untouched form is not a draft worth restoring. */
export function hasAnyValue(values: AssessmentDraftValues): boolean {
  const texts = [
    values.companyName,
    values.industry,
    values.specifyIndustry,
    values.employeeCount,
    values.headcount,
    values.email,
  ];
  return (
    texts.some((text) => (text ?? '').trim() !== '') ||
    Object.values(values.answers ?? {}).some(Boolean) ||
    Object.values(values.followUps ?? {}).some(Boolean)
  );
}
