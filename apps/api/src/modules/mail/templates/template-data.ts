import { riskLevels } from '@app/core/analysis/risk-level';
import { fieldLimits } from '@app/core/assessment/company';
import { oauthProviderIds } from '@app/core/auth/oauth';
import { contactKinds } from '@app/core/contact/schemas';
import { kitDocumentIds } from '@app/core/reports/kit-schemas';
import { z } from 'zod';
import type { EmailTemplate } from '../outbox';

// Values end up in headers (subjects) and in HTML. Line breaks become spaces, so no value can start a
// header of its own, and a name saved with a stray line break still gets its e-mail.
const oneLine = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.replace(/\s+/g, ' ').trim());
const requiredLine = (max: number) => oneLine(max).pipe(z.string().min(1));
const webLink = z.url({ protocol: /^https?$/ }).max(2000);
const providerPattern = oauthProviderIds.join('|');
const kitPattern = kitDocumentIds.join('|');
// A name may be empty (an account made through social sign-in can lack one): the greeting then has none.
const personName = oneLine(200);
// Text a sender typed reaches an address nobody has proven only as part of what they asked for, never
// as a greeting or a quotation: these fields are no longer sent, and are read only from messages queued
// before (docs/security.md, the review of 27 November 2026).
const unsentText = (max: number) => oneLine(max).optional();

/** What each template needs; the outbox refuses a message whose data does not fit. */
export const templateDataSchemas = {
  // The name only when the account has proven its address.
  'password-reset': z.strictObject({ name: personName.optional(), resetUrl: webLink }),
  'email-verification': z.strictObject({ name: unsentText(200), verifyUrl: webLink }),
  report: z.strictObject({
    companyName: requiredLine(fieldLimits.companyName.max),
    score: z.string().regex(/^(100|[1-9]?\d)$/),
    riskLevel: z.enum(riskLevels),
    reportUrl: webLink,
    // The document kit's drafts that apply, comma-separated ids: the e-mail lists them by title.
    kitDocuments: z
      .string()
      .regex(new RegExp(`^(${kitPattern})(,(${kitPattern}))*$`))
      .optional(),
  }),
  'contact-acknowledgement': z.strictObject({ name: unsentText(200), subject: unsentText(300) }),
  'contact-forward': z.strictObject({
    name: requiredLine(200),
    email: z.email().max(254),
    subject: requiredLine(300),
    message: z.string().trim().min(1).max(10_000),
    company: oneLine(200).optional(),
    size: oneLine(100).optional(),
    kind: z.enum(contactKinds).optional(),
  }),
  'early-access-confirmation': z.strictObject({
    name: personName.optional(),
    confirmUrl: webLink,
    unsubscribeUrl: webLink,
  }),
  'team-invite': z.strictObject({
    inviterName: requiredLine(254),
    workspaceName: requiredLine(200),
    inviteUrl: webLink,
  }),
  'sign-in-methods-removed': z.strictObject({
    name: personName,
    // Provider ids, comma-separated: the e-mail names them, so nothing else may get in.
    providers: z.string().regex(new RegExp(`^(${providerPattern})(,(${providerPattern}))*$`)),
    signInUrl: webLink,
  }),
} satisfies Record<EmailTemplate, z.ZodType>;

export type TemplateData<T extends EmailTemplate> = z.infer<(typeof templateDataSchemas)[T]>;

export function parseTemplateData<T extends EmailTemplate>(template: T, data: unknown): TemplateData<T> {
  return templateDataSchemas[template].parse(data) as TemplateData<T>;
}
