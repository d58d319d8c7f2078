import { z } from 'zod';
import { validationMessageKeys as keys } from '../assessment/validation-messages';
import { botCheckFields, honeypotSchema } from '../contact/bot-check';
import { contactEmailSchema } from '../contact/schemas';
import { supportedLanguages } from '../errors';
import { earlyAccessConsentVersion } from './consent';

/*
 * The early-access programme: double opt-in sign-up with a recorded consent (Art. 7(1): we must be
 * able to show who agreed to what, and when; the text's version is in ./consent.ts).
 */

/** A confirmation link works for 7 days; unconfirmed sign-ups are deleted after that. */
export const earlyAccessConfirmLifetimeMs = 7 * 24 * 60 * 60_000;

export const earlyAccessMessageKeys = {
  consentRequired: 'early-access.validation.consentRequired',
  consentOutdated: 'early-access.validation.consentOutdated',
  signedUp: 'early-access.success.signedUp',
  confirmed: 'early-access.success.confirmed',
  unsubscribed: 'early-access.success.unsubscribed',
} as const;

/** Addresses are kept lower-cased, so one person is one subscriber however they type it. */
const subscriberEmailSchema = contactEmailSchema.transform((email) => email.toLowerCase());

const consentField = z.literal(true, { error: earlyAccessMessageKeys.consentRequired });

/** What the sign-up form checks (the honeypot travels with it, unchecked). */
export const earlyAccessFormSchema = z.object({
  email: subscriberEmailSchema,
  consent: consentField,
  website: honeypotSchema,
});
export type EarlyAccessFormValues = Omit<z.input<typeof earlyAccessFormSchema>, 'consent'> & {
  consent: boolean;
};
export type EarlyAccessFormInput = z.output<typeof earlyAccessFormSchema>;

/** POST /api/early-access: `language` is the one the e-mails will be written in. */
export const earlyAccessSignUpSchema = z.object({
  email: subscriberEmailSchema,
  language: z.enum(supportedLanguages, { error: keys.invalidOption }),
  consent: consentField,
  consentVersion: z.literal(earlyAccessConsentVersion, { error: earlyAccessMessageKeys.consentOutdated }),
  ...botCheckFields,
});
export type EarlyAccessSignUp = z.output<typeof earlyAccessSignUpSchema>;

/** The token from a confirmation or unsubscribe link. */
export const earlyAccessTokenSchema = z.object({
  token: z.string({ error: keys.required }).trim().min(1, { error: keys.required }).max(200, {
    error: keys.maxLength,
  }),
});

export const earlyAccessResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type EarlyAccessResponse = z.infer<typeof earlyAccessResponseSchema>;
