import { type ErrorCode, errorCatalogue } from '@app/core/errors';

/** A failure a service reports on purpose; the error plugin turns it into the one JSON error shape. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  /** The catalogue's message for the code, unless the failure needs a more precise one of the same code. */
  readonly messageKey: string;
  /** For a refusal that ends (RATE_LIMITED): the seconds until the caller may try again (`Retry-After`). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    options?: { cause?: unknown; messageKey?: string; retryAfterSeconds?: number },
  ) {
    super(code, options);
    this.status = errorCatalogue[code].status;
    this.messageKey = options?.messageKey ?? errorCatalogue[code].messageKey;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}
