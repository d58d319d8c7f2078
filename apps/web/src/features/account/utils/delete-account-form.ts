import { deleteAccountSchema } from '@app/core/auth/schemas';
import { z } from 'zod';

/** What the API takes: a password, or nothing for an account without one. */
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

/*
 * The deletion dialog's one field, checked with the server's schema. An empty field means no password (an
 * account made by social sign-in has none); the server says whether one was needed and whether it matched.
 */
export const deleteAccountFormSchema = z
  .object({ password: z.string() })
  .transform(({ password }): z.input<typeof deleteAccountSchema> => (password ? { password } : undefined))
  .pipe(deleteAccountSchema);
