import type { TValidationErrors } from '@whispy/contracts';

/** An API call that did not produce a result: an error answer, a bad body, a timeout or no connection. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when no answer arrived (timeout, network). */
    readonly status: number,
    /** The server's `x-request-id`, worth quoting to support. */
    readonly requestId: string | null = null,
  ) {
    super(message);
  }
}

/** A 422 answer: `fields` maps each rejected field to its messages. */
export class ValidationError extends ApiError {
  override name = 'ValidationError';
  readonly isValidationError = true;
  constructor(
    message: string,
    readonly fields: TValidationErrors,
    requestId: string | null,
  ) {
    super(message, 422, requestId);
  }
}

/** A success answer without `result` (or one that fails its schema): messages.invalidServerResponse. */
export class InvalidResponseError extends ApiError {
  override name = 'InvalidResponseError';
}

/** No answer within the client's time-out (60 s). */
export class TimeoutError extends ApiError {
  override name = 'TimeoutError';
}

export function isValidationError(error: unknown): error is ValidationError {
  return error instanceof ValidationError;
}
