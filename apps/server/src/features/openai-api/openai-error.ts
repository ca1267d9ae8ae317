import { HttpError } from '../../http/http-error.js';
import type { Message, MessageId } from '../../i18n/index.js';

/** The `code` of OpenAI's errors that clients branch on; null where OpenAI gives none. */
export type OpenAiCode =
  | 'invalid_api_key'
  | 'model_not_found'
  | 'insufficient_quota'
  | 'rate_limit_exceeded'
  | 'timeout'
  | null;

/** A refusal answered in OpenAI's error shape, naming the form field at fault and OpenAI's code for it. */
export class OpenAiError extends HttpError {
  constructor(
    statusCode: number,
    message: MessageId | Message,
    readonly param: string | null = null,
    readonly code: OpenAiCode = null,
  ) {
    super(statusCode, message);
  }
}
