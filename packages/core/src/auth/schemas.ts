import { z } from 'zod';
import { supportedLanguages } from '../errors';
import { planIds } from '../plans/plans';
import { requiredIfEmpty } from '../validation/messages';
import { plainText } from '../validation/plain-text';
import { authMessageKeys as keys, authLimits as limits } from './message-keys';

// No `abort: true` below: it would also stop the password confirmation check of the whole form, and
// each field shows one message anyway (an empty text cannot also be too long, and an empty one gets
// its "required" message from the check it fails, see ../validation/messages.ts).
export const nameSchema = plainText(
  z
    .string({ error: keys.nameRequired })
    .trim()
    .min(1, { error: keys.nameRequired })
    .max(limits.nameMax, { error: keys.nameTooLong }),
);

/** Trimmed and lower-cased, so `Ana@Example.bg ` and `ana@example.bg` are one account. */
export const emailSchema = z
  .string({ error: keys.emailRequired })
  .trim()
  .toLowerCase()
  .max(limits.emailMax, { error: keys.emailInvalid })
  .check(z.email({ error: requiredIfEmpty(keys.emailRequired, keys.emailInvalid) }));

/**
 * Not only whitespace, stated so that a password too short to pass anyway still matches: a short one
 * gets the one message that helps, the minimum. With the minimum length this is "has a character
 * other than whitespace", and the OpenAPI document carries it as the pattern.
 */
const notOnlyWhitespace = new RegExp(`\\S|^\\s{0,${limits.passwordMin - 1}}$`);

/**
 * A password being chosen: at least 8 characters (docs/security.md), not only whitespace. Never
 * trimmed. The server also refuses common and breached passwords (apps/api password-policy.ts: the
 * list is too big for the web bundle, so the form shows the server's message).
 */
export const newPasswordSchema = z
  .string({ error: keys.passwordRequired })
  .min(limits.passwordMin, { error: requiredIfEmpty(keys.passwordRequired, keys.passwordMin) })
  .regex(notOnlyWhitespace, { error: keys.passwordBlank })
  .max(limits.passwordMax, { error: keys.passwordTooLong })
  .meta({
    description: `At least ${limits.passwordMin} characters, not only whitespace. Common and breached passwords are refused as well.`,
  });

/** A password being presented: any non-empty text up to the longest one that can have been chosen. */
export const currentPasswordSchema = z
  .string({ error: keys.passwordRequired })
  .min(1, { error: keys.passwordRequired })
  .max(limits.passwordMax, { error: keys.passwordTooLong });

export const languageSchema = z.enum(supportedLanguages, { error: keys.invalidOption });
export const planSchema = z.enum(planIds, { error: keys.invalidOption });

const tokenSchema = z
  .string({ error: keys.tokenRequired })
  .trim()
  .min(1, { error: keys.tokenRequired })
  .max(limits.tokenMax, { error: keys.tokenRequired });

// Runs even when other fields failed, so the form shows "Passwords do not match" with the rest.
const evenWithOtherErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/**
 * Sign-up (docs/product-decisions.md, Accounts). `confirmPassword` is optional for API clients; when the
 * form sends it, it must be filled in and match.
 */
export const registerSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: keys.confirmRequired }).optional(),
    termsAccepted: z.literal(true, { error: keys.termsRequired }),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword === undefined) return;
    if (value.confirmPassword === '') {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: keys.confirmRequired });
    } else if (value.confirmPassword !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: keys.passwordsMismatch });
    }
  }, evenWithOtherErrors);
export type RegisterInput = z.output<typeof registerSchema>;
export type RegisterFormValues = z.input<typeof registerSchema>;

export const loginSchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export type LoginInput = z.output<typeof loginSchema>;

export const refreshSchema = z.object({ refreshToken: tokenSchema });

/** Logout may name the session to end; without it (no body at all) the access token's session ends. */
export const logoutSchema = z.object({ refreshToken: tokenSchema.optional() }).nullish();

export const profileSchema = z.object({ name: nameSchema, language: languageSchema });
export type ProfileInput = z.output<typeof profileSchema>;

export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({ resetToken: tokenSchema, newPassword: newPasswordSchema });
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
/** Whether an e-mailed reset link can still be used, asked before its form is shown. */
export const checkResetTokenSchema = resetPasswordSchema.pick({ resetToken: true });
export const verifyEmailSchema = z.object({ token: tokenSchema });

export const sessionIdParamsSchema = z.object({ id: z.uuid({ error: keys.invalidOption }) });

/** Deleting the account: the password when the account has one (Art. 17); no body for one without. */
export const deleteAccountSchema = z.object({ password: currentPasswordSchema.optional() }).nullish();

export const setPlanSchema = z.object({ plan: planSchema });
export const userIdParamsSchema = sessionIdParamsSchema;
