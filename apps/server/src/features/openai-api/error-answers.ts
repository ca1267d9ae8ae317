import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { toHttpError } from '../../http/error-handler.js';
import { refusedMidForm } from './form.js';
import { type OpenAiCode, OpenAiError } from './openai-error.js';

/** The form field a service's field name stands for (the upload's `engine` is the API's `model`). */
const FIELD_OF: Record<string, string> = { engine: 'model', translate: 'model' };

/** OpenAI's error `type` for a status (its API reference, "Error codes"). */
function typeOf(status: number, code: OpenAiCode) {
  if (code === 'insufficient_quota') return 'insufficient_quota';
  if (status === 429) return 'requests';
  if (status >= 500) return 'server_error';
  return 'invalid_request_error';
}

/** `{ status, error: { message, type, param, code } }` for any error a /v1 request can meet. */
function answerOf(error: FastifyError | Error, request: FastifyRequest) {
  const known = toHttpError(error);
  if (!known) return { status: 500, message: request.t('server.error'), param: null, code: null };
  const field = Object.keys(known.extra.errors ?? {})[0];
  const param = known instanceof OpenAiError ? known.param : field ? (FIELD_OF[field] ?? field) : null;
  const code =
    known instanceof OpenAiError ? known.code : known.statusCode === 429 ? 'rate_limit_exceeded' : null;
  // A service's field refusal says what is wrong in its field message; OpenAI has one message.
  const fieldMessage = field ? known.extra.errors?.[field]?.[0] : undefined;
  return {
    // OpenAI answers every invalid argument with 400, where our envelope says 422.
    status: known.statusCode === 422 ? 400 : known.statusCode,
    message: request.t(fieldMessage ?? known.userMessage),
    param,
    code,
  };
}

/** The error handler of the /v1 scope: OpenAI's shape and statuses instead of our envelope. */
export function answerInOpenAiShape(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, message, param, code } = answerOf(error, request);
  if (status >= 500) request.log.error({ err: error }, 'speech API request failed');
  else request.log.info({ status, reason: error.message }, 'speech API request refused');
  if (refusedMidForm(request)) reply.header('connection', 'close');
  return reply
    .code(status)
    .type('application/json')
    .send({ error: { message, type: typeOf(status, code), param, code } });
}
