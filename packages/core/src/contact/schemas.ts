import { z } from 'zod';
import { employeeBands } from '../assessment/company';
import { validationMessageKeys as keys } from '../assessment/validation-messages';
import { requiredIfEmpty } from '../validation/messages';
import { plainText, type TextLines } from '../validation/plain-text';
import { botCheckFields, honeypotSchema } from './bot-check';
import { contactLimits } from './limits';

/*
 * The contact form (name, email, subject, message) and the sales enquiry (the same
 * plus company and size). One schema each, used by the form resolver, the Fastify routes and the
 * OpenAPI document. Messages are keys of the `validation` namespace; `{{min}}`/`{{max}}` come from
 * `contactLimits` (./limits).
 */

// The limits and kinds live in a zod-free module (./limits); re-exported so existing imports keep working.
export { type ContactKind, contactKinds, contactLimits } from './limits';

// One message per field: empty is "required", not also "too short". Only the message may break lines.
function boundedText(limits: { min: number; max: number }, lines: TextLines = 'single-line') {
  const text = z
    .string({ error: keys.required })
    .trim()
    .min(limits.min, { error: requiredIfEmpty(keys.required, keys.minLength) })
    .max(limits.max, { error: keys.maxLength });
  return plainText(text, lines);
}

export const contactEmailSchema = z
  .string({ error: keys.required })
  .trim()
  .max(contactLimits.email.max, { error: keys.email })
  .check(z.email({ error: requiredIfEmpty(keys.required, keys.email) }));

const messageFields = {
  name: boundedText(contactLimits.name),
  email: contactEmailSchema,
  subject: boundedText(contactLimits.subject),
  message: boundedText(contactLimits.message, 'multi-line'),
};

const salesFields = {
  ...messageFields,
  company: boundedText(contactLimits.company),
  companySize: z.enum(employeeBands, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? keys.required : keys.invalidOption),
  }),
};

/** What the contact form checks before sending (the honeypot travels with it, unchecked). */
export const contactFormSchema = z.object({ ...messageFields, website: honeypotSchema });
export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactFormInput = z.output<typeof contactFormSchema>;

export const salesFormSchema = z.object({ ...salesFields, website: honeypotSchema });
export type SalesFormValues = z.input<typeof salesFormSchema>;
export type SalesFormInput = z.output<typeof salesFormSchema>;

/** POST /api/contact: the form's fields and the bot check's. */
export const contactRequestSchema = z.object({ ...messageFields, ...botCheckFields });
export type ContactRequest = z.output<typeof contactRequestSchema>;

/** POST /api/contact/sales: an Enterprise enquiry. */
export const salesRequestSchema = z.object({ ...salesFields, ...botCheckFields });
export type SalesRequest = z.output<typeof salesRequestSchema>;

/** The answer to a submission, its `message` in the request's language. */
export const contactResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const contactSuccessKeys = {
  sent: 'contact.success.sent',
} as const;
