import { ApiError } from '@/lib/api-error';

/** The server's text for a refused action (already in the user's language), else the screen's own. */
export function getFailureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'HTTP_ERROR' || error.code === 'BAD_RESPONSE') return fallback;
  return error.message || fallback;
}
