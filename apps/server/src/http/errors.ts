import { statusOfError, type ErrorCode } from '@pkg/contracts/error-codes';

/**
 * An expected failure with a code from the closed set; the error handler turns it into the `/wps`
 * failure envelope with the code's HTTP status and a message in the caller's language.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    /** Extra detail for the message, e.g. which field was bad. */
    readonly detail?: string,
    /** Fields added to the failure envelope, e.g. `{ field: 'username' }` or `{ captcha: true }`. */
    readonly extra?: Record<string, string | number | boolean | readonly string[]>,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.status = statusOfError(code);
  }
}
