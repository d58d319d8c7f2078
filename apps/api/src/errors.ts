import { type ErrorCode, errorCatalogue } from '@app/core/errors';

/** A failure a service reports on purpose; the error plugin turns it into the one JSON error shape. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.status = errorCatalogue[code].status;
  }
}
