import { type AuthResponse, authResponseSchema } from '@app/core/auth/responses';
import { startSession } from '../../../lib/auth';

/** Login, registration and the social sign-in exchange all answer with tokens and the user. */
export function startSessionFrom(response: unknown): AuthResponse['user'] {
  const { accessToken, refreshToken, user } = authResponseSchema.parse(response);
  startSession({ accessToken, refreshToken }, user);
  return user;
}
