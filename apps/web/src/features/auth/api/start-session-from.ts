import type { AuthResponse } from '@app/core/auth/responses';
import { startSession } from '@/lib/auth';

/**
 * Login, registration and the social sign-in exchange all answer with tokens and the user. The schema
 * (and zod) loads with the answer, keeping it out of the sign-in screens' initial JavaScript.
 */
export async function startSessionFrom(response: unknown): Promise<AuthResponse['user']> {
  const { authResponseSchema } = await import('@app/core/auth/responses');
  const { accessToken, refreshToken, user } = authResponseSchema.parse(response);
  startSession({ accessToken, refreshToken }, user);
  return user;
}
