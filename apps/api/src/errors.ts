import { type ErrorCode, errorCatalogue } from '@app/core/errors';

/** A failure a service reports on purpose; the error plugin turns it into the one JSON error shape. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  /** The catalogue's message for the code, unless the failure needs a more precise one of the same code. */
  readonly messageKey: string;

  constructor(
    readonly code: ErrorCode,
    options?: { cause?: unknown; messageKey?: string },
  ) {
    super(code, options);
    this.status = errorCatalogue[code].status;
    this.messageKey = options?.messageKey ?? errorCatalogue[code].messageKey;
  }
}
