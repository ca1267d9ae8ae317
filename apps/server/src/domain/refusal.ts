import { type Message, type MessageId, translate } from '../i18n/index.js';

/** What is wrong with each field of a request, keyed the way forms name their inputs, not yet in words. */
export type FieldErrors = Record<string, Message[]>;

/**
 * What kind of "no" a service says. Each way out words and codes it its own way: the HTTP error handler
 * as a status, the Telegram bot as a reply.
 */
export type RefusalKind =
  | 'invalid'
  | 'not_found'
  | 'not_allowed'
  | 'conflict'
  | 'too_large'
  | 'too_many'
  | 'unavailable'
  | 'incomplete';

/**
 * A service refusing what a user asked, with the reason the user reads. Services throw it instead of an
 * HTTP error, so callers that are not HTTP routes (the Telegram bot) understand it too. `message` itself
 * is the English text, for logs.
 */
export class Refusal extends Error {
  readonly userMessage: Message;

  constructor(
    readonly kind: RefusalKind,
    message: MessageId | Message,
    /** With `invalid`: the reason for each field at fault. */
    readonly fields?: FieldErrors,
  ) {
    const userMessage = typeof message === 'string' ? { id: message } : message;
    super(translate('en', userMessage));
    this.userMessage = userMessage;
    this.name = 'Refusal';
  }
}

/** Refuses input that passed its schema but not the service's rules, with the reason for each field. */
export const invalidInput = (fields: FieldErrors) => new Refusal('invalid', 'request.invalid', fields);
