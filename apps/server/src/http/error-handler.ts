import type { TErrorEnvelope } from '@whispy/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { HttpError, invalid } from './http-error.js';

/** Field errors keyed the way forms name their inputs: `name`, `items.0.title`; query/params likewise. */
function fieldErrors(issues: ZodFastifySchemaValidationError[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    errors[field] = [...(errors[field] ?? []), issue.message ?? 'Invalid value.'];
  }
  return errors;
}

function toHttpError(error: FastifyError | Error): HttpError | null {
  if (error instanceof HttpError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) return invalid(fieldErrors(error.validation));
  const status = (error as FastifyError).statusCode;
  // Fastify's own client errors (bad JSON, unsupported media type, body too large) have safe messages.
  if (status && status >= 400 && status < 500) return new HttpError(status, error.message);
  return null;
}

function send(reply: FastifyReply, error: HttpError) {
  const body: TErrorEnvelope = { result: null, message: error.message, ...error.extra };
  return reply.code(error.statusCode).type('application/json').send(body);
}

/** The one place errors become envelopes. Unexpected errors are logged in full and answered without detail. */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const known = toHttpError(error);
      if (known) {
        request.log.info({ status: known.statusCode, reason: known.message }, 'request refused');
        return send(reply, known);
      }
      request.log.error({ err: error }, 'request failed');
      return send(reply, new HttpError(500, 'An error occurred while processing your request.'));
    });
  },
  { name: 'error-handler' },
);

export const apiNotFound = (reply: FastifyReply) =>
  send(reply, new HttpError(404, 'The requested API route does not exist.'));
