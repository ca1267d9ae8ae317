/**
 * An error whose message is meant for the user. Services throw it; the error handler turns it into the
 * envelope with this status. Any other error becomes a 500 whose message is never shown.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { redirect?: string; errors?: Record<string, string[]> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthenticated = () => new HttpError(401, 'Please sign in to continue.');

export const termsRequired = () =>
  new HttpError(403, 'Please accept the terms and conditions to continue.', { redirect: '/settings/terms' });

export const notFound = (what = 'The requested resource') => new HttpError(404, `${what} was not found.`);

/** A 422 whose errors are keyed by field, like the validation failures of request schemas. */
export const invalid = (errors: Record<string, string[]>) =>
  new HttpError(422, 'The given data was invalid.', { errors });
