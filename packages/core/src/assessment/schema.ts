import { z } from 'zod';
import { answerIds, answerValues } from './answers';
import { employeeBands, fieldLimits, industries } from './company';
import { followUpIds } from './follow-ups';
import { validationMessageKeys as keys } from './validation-messages';

const choiceError = (issue: { input: unknown }) =>
  issue.input === undefined ? keys.required : keys.invalidOption;

function boundedText(limits: { min: number; max: number }) {
  return (
    z
      .string({ error: keys.required })
      .trim()
      .min(1, { error: keys.required })
      // One message per field: an empty one is "required", not also "too short". (Not `abort` on the empty
      // case: that also stops the form-level check of "specify industry", hiding its message.)
      .refine((value) => value === '' || value.length >= limits.min, {
        error: keys.minLength,
        params: { min: limits.min },
      })
      .max(limits.max, { error: keys.maxLength })
  );
}

export const answerValueSchema = z.enum(answerValues, { error: choiceError });
export const industrySchema = z.enum(industries, { error: choiceError });
export const employeeBandSchema = z.enum(employeeBands, { error: choiceError });

/** The specification's ten answers: all required, each yes / no / not_sure. */
export const answersSchema = z.object(
  Object.fromEntries(answerIds.map((id) => [id, answerValueSchema])) as Record<
    (typeof answerIds)[number],
    typeof answerValueSchema
  >,
  { error: keys.completeRequired },
);

/** Optional follow-ups; an absent one counts as "not sure". */
export const followUpsSchema = z.object(
  Object.fromEntries(followUpIds.map((id) => [id, answerValueSchema.optional()])) as Record<
    (typeof followUpIds)[number],
    z.ZodOptional<typeof answerValueSchema>
  >,
);

// An empty e-mail field means "no e-mail", not an invalid one.
const optionalEmailSchema = z
  .string({ error: keys.email })
  .trim()
  .max(fieldLimits.email.max, { error: keys.maxLength })
  .pipe(z.union([z.literal(''), z.email({ error: keys.email })]))
  .nullish()
  .transform((value) => (value ? value : undefined));

const companyFields = {
  companyName: boundedText(fieldLimits.companyName),
  industry: industrySchema,
  specifyIndustry: z.string({ error: keys.required }).trim().nullish(),
  employeeCount: employeeBandSchema,
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

// Runs even when other fields failed (zod skips refinements after such errors by default), so the form
// shows every message at once.
const evenWithOtherErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** Drops "specify industry" unless the industry is "other", and an e-mail that was left empty. */
function normaliseCompanyFields<
  T extends { industry: string; specifyIndustry?: string | null | undefined; email?: string | undefined },
>(value: T): Omit<T, 'specifyIndustry' | 'email'> & { specifyIndustry?: string; email?: string } {
  const { specifyIndustry, email, ...rest } = value;
  return {
    ...rest,
    ...(value.industry === 'other' && specifyIndustry ? { specifyIndustry } : {}),
    ...(email ? { email } : {}),
  };
}

/** Step 1 of the form: company information. */
export const companyInfoSchema = z
  .object(companyFields)
  .superRefine(checkSpecifyIndustry, evenWithOtherErrors)
  .transform(normaliseCompanyFields);

/** The whole assessment: the API's request body and the form's resolver. */
export const assessmentInputSchema = z
  .object({ ...companyFields, answers: answersSchema, followUps: followUpsSchema.optional() })
  .superRefine(checkSpecifyIndustry, evenWithOtherErrors)
  .transform(normaliseCompanyFields);

export type AssessmentFormValues = z.input<typeof assessmentInputSchema>;
export type AssessmentInput = z.output<typeof assessmentInputSchema>;
