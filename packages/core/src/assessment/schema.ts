import { z } from 'zod';
import { requiredIfEmpty } from '../validation/messages';
import { plainText } from '../validation/plain-text';
import { answerIds, answerValues } from './answers';
import { employeeBandRanges, employeeBands, fieldLimits, industries } from './company';
import { type FollowUpId, followUpIds, listFollowUpValues } from './follow-ups';
import { validationMessageKeys as keys } from './validation-messages';

const choiceError = (issue: { input: unknown }) =>
  issue.input === undefined ? keys.required : keys.invalidOption;

function boundedText(limits: { min: number; max: number }) {
  return plainText(
    z
      .string({ error: keys.required })
      .trim()
      // One message per field: an empty one is "required", not also "too short" (the issue's `minimum`
      // fills in {{min}}).
      .min(limits.min, { error: requiredIfEmpty(keys.required, keys.minLength) })
      .max(limits.max, { error: keys.maxLength }),
  );
}

export const answerValueSchema = z.enum(answerValues, { error: choiceError });
export const industrySchema = z.enum(industries, { error: choiceError });
export const employeeBandSchema = z.enum(employeeBands, { error: choiceError });

/** The ten answers: all required, each yes / no / not_sure. */
export const answersSchema = z.object(
  Object.fromEntries(answerIds.map((id) => [id, answerValueSchema])) as Record<
    (typeof answerIds)[number],
    typeof answerValueSchema
  >,
  { error: keys.completeRequired },
);

const followUpValueSchema = (id: FollowUpId) =>
  z.enum(listFollowUpValues(id) as [string, ...string[]], { error: choiceError }).optional();

/** Optional follow-ups, each with the answers it offers; an absent one is unknown (not "not sure"). */
export const followUpsSchema = z.object(
  Object.fromEntries(followUpIds.map((id) => [id, followUpValueSchema(id)])) as Record<
    FollowUpId,
    z.ZodOptional<z.ZodEnum<{ yes: 'yes'; no: 'no'; not_sure: 'not_sure'; not_applicable: 'not_applicable' }>>
  >,
);

/** The exact number of workers, where a legal threshold falls inside the band (50, 250). */
export const headcountSchema = z
  .number({ error: keys.invalidNumber })
  .int({ error: keys.invalidNumber })
  .min(1, { error: keys.invalidNumber })
  .max(fieldLimits.headcount.max, { error: keys.invalidNumber });

/** An e-mail address (zod's own pattern, the one `z.email()` checks) or nothing. */
const emailOrEmpty = new RegExp(`^$|${z.regexes.email.source}`);

// An empty e-mail field means "no e-mail", not an invalid one.
const optionalEmailSchema = z
  .string({ error: keys.email })
  .trim()
  .max(fieldLimits.email.max, { error: keys.maxLength })
  .regex(emailOrEmpty, { error: keys.email })
  .nullish()
  .transform((value) => (value ? value : undefined));

const companyFields = {
  companyName: boundedText(fieldLimits.companyName),
  industry: industrySchema,
  specifyIndustry: z.string({ error: keys.required }).trim().nullish(),
  employeeCount: employeeBandSchema,
  headcount: headcountSchema.nullish(),
  email: optionalEmailSchema,
};

const specifyIndustryText = boundedText(fieldLimits.specifyIndustry);

/** "Specify industry" is required only with "other". */
function checkSpecifyIndustry(
  value: { industry?: unknown; specifyIndustry?: unknown },
  ctx: z.RefinementCtx,
) {
  if (value.industry !== 'other') return;
  const result = specifyIndustryText.safeParse(value.specifyIndustry ?? '');
  if (result.success) return;
  const { min, max } = fieldLimits.specifyIndustry;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', path: ['specifyIndustry'], message: issue.message, params: { min, max } });
  }
}

/** The exact headcount must fall inside the band chosen. */
function checkHeadcount(value: { employeeCount?: unknown; headcount?: unknown }, ctx: z.RefinementCtx) {
  if (typeof value.headcount !== 'number') return;
  const range = employeeBandRanges[value.employeeCount as (typeof employeeBands)[number]];
  if (!range || (value.headcount >= range.min && value.headcount <= range.max)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['headcount'],
    message: keys.headcountBand,
    params: { min: range.min, max: range.max },
  });
}

function checkCompany(
  value: Parameters<typeof checkSpecifyIndustry>[0] & Parameters<typeof checkHeadcount>[0],
  ctx: z.RefinementCtx,
) {
  checkSpecifyIndustry(value, ctx);
  checkHeadcount(value, ctx);
}

// Runs even when other fields failed (zod skips refinements after such errors by default), so the form
// shows every message at once.
const evenWithOtherErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** Drops "specify industry" unless the industry is "other", an e-mail left empty and a headcount not given. */
function normaliseCompanyFields<
  T extends {
    industry: string;
    specifyIndustry?: string | null | undefined;
    email?: string | undefined;
    headcount?: number | null | undefined;
  },
>(
  value: T,
): Omit<T, 'specifyIndustry' | 'email' | 'headcount'> & {
  specifyIndustry?: string;
  email?: string;
  headcount?: number;
} {
  const { specifyIndustry, email, headcount, ...rest } = value;
  return {
    ...rest,
    ...(value.industry === 'other' && specifyIndustry ? { specifyIndustry } : {}),
    ...(email ? { email } : {}),
    ...(typeof headcount === 'number' ? { headcount } : {}),
  };
}

/** Step 1 of the form: company information. */
export const companyInfoSchema = z
  .object(companyFields)
  .superRefine(checkCompany, evenWithOtherErrors)
  .transform(normaliseCompanyFields);

/** The whole assessment: the API's request body and the form's resolver. */
export const assessmentInputSchema = z
  .object({ ...companyFields, answers: answersSchema, followUps: followUpsSchema.optional() })
  .superRefine(checkCompany, evenWithOtherErrors)
  .transform(normaliseCompanyFields);

export type AssessmentFormValues = z.input<typeof assessmentInputSchema>;
export type AssessmentInput = z.output<typeof assessmentInputSchema>;
