/**
 * Message keys the assessment schemas return, in the `validation` translation namespace
 * (packages/locales/{bg,en}/validation.json). `minLength` and `maxLength` take `{{min}}` / `{{max}}`.
 */
export const validationMessageKeys = {
  required: 'validation.required',
  email: 'validation.email',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  completeRequired: 'validation.completeRequired',
  /** The summary's title when every field is filled in but some are wrong. */
  correctFields: 'validation.correctFields',
  invalidOption: 'validation.invalidOption',
  invalidNumber: 'validation.invalidNumber',
  headcountBand: 'validation.headcountBand',
  invalidDate: 'validation.invalidDate',
  dateRangeOrder: 'validation.dateRangeOrder',
  dateBeforeGdpr: 'validation.dateBeforeGdpr',
  dateRangeTooLong: 'validation.dateRangeTooLong',
  controlCharacters: 'validation.controlCharacters',
} as const;
export type ValidationMessageKey = (typeof validationMessageKeys)[keyof typeof validationMessageKeys];

export interface ValidationIssueLike {
  message: string;
  code?: string;
  minimum?: unknown;
  maximum?: unknown;
  params?: Record<string, unknown> | undefined;
}

export interface ValidationMessage {
  key: string;
  values: Record<string, number>;
}

/**
 * Turns a zod issue into a message key with its interpolation values, so the API and the form translate
 * "Minimum length: {{min}} characters" with the limit the schema actually applied.
 */
export function describeValidationIssue(issue: ValidationIssueLike): ValidationMessage {
  const values: Record<string, number> = {};
  const min = issue.minimum ?? issue.params?.min;
  const max = issue.maximum ?? issue.params?.max;
  if (typeof min === 'number' || typeof min === 'bigint') values.min = Number(min);
  if (typeof max === 'number' || typeof max === 'bigint') values.max = Number(max);
  return { key: issue.message, values };
}
