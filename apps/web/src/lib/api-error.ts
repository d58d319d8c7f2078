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
