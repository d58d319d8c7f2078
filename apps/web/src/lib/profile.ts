import type { ProfileInput } from '@app/core/auth/schemas';
import { apiClient } from './api-client';
import { type AuthUser, updateSessionUser } from './auth';

/**
 * Saves the signed-in user's name and language and makes the answer the session's user, so every screen
 * (the profile form, the header) shows what the account now holds. The response schema (and zod) load
 * with the first save, not with the page: the header's language buttons call this too.
 */
export async function saveProfile(input: ProfileInput): Promise<AuthUser> {
  const [{ userResponseSchema }, response] = await Promise.all([
    import('@app/core/auth/responses'),
    apiClient.put('/api/auth/profile', input),
  ]);
  const { user } = userResponseSchema.parse(response);
  updateSessionUser(user);
  return user;
}
