import type { TErrorEnvelope } from '@whispy/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { Refusal, type RefusalKind } from '../domain/refusal.js';
import { fieldMessage, type MessageId, negotiateLanguage, translate } from '../i18n/index.js';
import { type FieldErrors, HttpError, invalid } from './http-error.js';

/** Field errors keyed the way forms name their inputs: `name`, `items.0.title`; query/params likewise. */
function fieldErrors(issues: ZodFastifySchemaValidationError[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    const message = fieldMessage({ ...issue.params, code: issue.keyword, message: issue.message });
    errors[field] = [...(errors[field] ?? []), message];
  }
  return errors;
}

/**
 * Fastify's own client errors (bad JSON or path encoding, body too large, a path segment past the router's
 * limit, unsupported media type), in our words.
 */
function clientErrorMessage(status: number): MessageId {
  if (status === 400) return 'request.malformed';
  if (status === 413) return 'request.too_large';
  if (status === 414) return 'request.address_too_long';
  if (status === 415) return 'request.unsupported_media_type';
  return 'request.refused';
}

/** The status each kind of service refusal is answered with. */
const STATUS_OF_REFUSAL: Record<RefusalKind, number> = {
  incomplete: 400,
  invalid: 422,
  not_allowed: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  too_many: 429,
  unavailable: 503,
};

/** The user-facing error an error stands for (a refusal, a schema failure, Fastify's own 4xx); null for a fault. */
export function toHttpError(error: FastifyError | Error): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof Refusal) {
    return new HttpError(STATUS_OF_REFUSAL[error.kind], error.userMessage, { errors: error.fields });
  }
  if (hasZodFastifySchemaValidationErrors(error)) return invalid(fieldErrors(error.validation));
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) return new HttpError(status, clientErrorMessage(status));
  return null;
}

function send(request: FastifyRequest, reply: FastifyReply, error: HttpError) {
  const { redirect, errors } = error.extra;
  const body: TErrorEnvelope = { result: null, message: request.t(error.userMessage) };
  if (redirect !== undefined) body.redirect = redirect;
  if (errors !== undefined)
    body.errors = Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [field, messages.map(request.t)]),
    );
  return reply.code(error.statusCode).type('application/json').send(body);
}

/**
 * The one place errors become envelopes, worded in the request's language. Unexpected errors are logged
 * in full and answered without detail.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const known = toHttpError(error);
      if (known) {
        // The original text (Fastify's own, for client errors) is what an operator needs in the log.
        request.log.info({ status: known.statusCode, reason: error.message }, 'request refused');
        return send(request, reply, known);
      }
      request.log.error({ err: error }, 'request failed');
      return send(request, reply, new HttpError(500, 'server.error'));
    });
  },
  { name: 'error-handler', dependencies: ['i18n'] },
);

/**
 * Errors Fastify meets while routing, before any hook or decorator of ours runs (a path segment that is not
 * valid percent-encoding, or longer than the router takes): the same envelope as every other refusal,
 * worded in the language the request asks for.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = toHttpError(error);
  if (known) request.log.info({ status: known.statusCode, reason: error.message }, 'request refused');
  else request.log.error({ err: error }, 'request failed');
  const { statusCode, userMessage } = known ?? new HttpError(500, 'server.error');
  const language = negotiateLanguage(request.headers['accept-language']);
  const body: TErrorEnvelope = { result: null, message: translate(language, userMessage) };
  return reply.code(statusCode).type('application/json').send(body);
}

export const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  send(request, reply, new HttpError(404, 'api.route_not_found'));
