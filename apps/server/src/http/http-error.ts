import type { FieldErrors } from '../domain/refusal.js';
import { type Message, type MessageId, translate } from '../i18n/index.js';

export type { FieldErrors } from '../domain/refusal.js';

/**
 * An error whose message is meant for the user, with the HTTP status it is answered with. Routes throw it
 * (services throw a `Refusal`, which the error handler gives its status); the error handler turns it into
 * the envelope, in the request's language. Any other error becomes a 500 whose message is never shown.
 * `message` itself is the English text, for logs.
 */
export class HttpError extends Error {
  readonly userMessage: Message;

  constructor(
    readonly statusCode: number,
    message: MessageId | Message,
    readonly extra: { redirect?: string; errors?: FieldErrors } = {},
  ) {
    const userMessage = typeof message === 'string' ? { id: message } : message;
    super(translate('en', userMessage));
    this.userMessage = userMessage;
    this.name = 'HttpError';
  }
}

export const unauthenticated = () => new HttpError(401, 'auth.sign_in_required');

export const termsRequired = () =>
  new HttpError(403, 'terms.acceptance_required', { redirect: '/settings/terms' });

/** The user belongs to no workspace any more: the web app sends them to create one (spec §2). */
export const workspaceRequired = () =>
  new HttpError(403, 'workspace.required', { redirect: '/resource/workspace' });

export const notFound = (message: MessageId = 'resource.not_found') => new HttpError(404, message);

/** A 422 whose errors are keyed by field, like the validation failures of request schemas. */
export const invalid = (errors: FieldErrors) => new HttpError(422, 'request.invalid', { errors });
