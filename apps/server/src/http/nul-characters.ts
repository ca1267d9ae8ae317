import type { FastifyRequest } from 'fastify';
import { type FieldErrors, invalid } from './http-error.js';

/** Parsed JSON, query or path parameters; not the raw bytes a route may take as they came (a Buffer). */
const isParsedObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

/** The fields of `value` (keyed as in 422 answers: `name`, `segments.0.text`) whose text holds a NUL. */
function fieldsWithNul(value: unknown, path: string[]): string[] {
  const here = path.join('.') || 'body';
  if (typeof value === 'string') return value.includes('\0') ? [here] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => fieldsWithNul(item, [...path, String(index)]));
  if (!isParsedObject(value)) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key.includes('\0') ? [here] : fieldsWithNul(item, [...path, key]),
  );
}

/**
 * A preValidation hook. PostgreSQL's text and jsonb cannot hold U+0000, so a NUL anywhere in a request's
 * path parameters, query or JSON body would fail the query that stores or searches it, as a 500. It is
 * refused before that, with the 422 of any invalid field, naming each field that holds one.
 */
export async function refuseNulCharacters(request: FastifyRequest) {
  const fields = [request.params, request.query, request.body].flatMap((part) => fieldsWithNul(part, []));
  if (fields.length === 0) return;
  const errors: FieldErrors = {};
  for (const field of fields) errors[field] = [{ id: 'field.nul_character' }];
  throw invalid(errors);
}
