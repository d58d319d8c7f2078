import type { ErrorCode } from '@app/core/errors';

/** Codes of failures that never reached the server's error shape. */
export type ClientErrorCode = 'NETWORK' | 'TIMEOUT' | 'HTTP_ERROR' | 'BAD_RESPONSE';

/** A failed API call; `message` is ready to show (the server's text, else a translated default). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode | (string & {});

  constructor(message: string, { status, code }: { status: number; code: ApiError['code'] }) {
    super(message);
    this.status = status;
    this.code = code;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/**
 * What a screen says when a request failed: the server's text (already in the user's language), else the
 * screen's own fallback ("Login failed", "Analysis failed"). The network and timeout messages are kept
 * too: "check your connection" helps more than "failed"; a bare HTTP status or an unreadable answer is not.
 */
export function getFailureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'HTTP_ERROR' || error.code === 'BAD_RESPONSE') return fallback;
  return error.message || fallback;
}
