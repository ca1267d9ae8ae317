import type { FastifyRequest } from 'fastify';
import type { MessageId } from '../i18n/index.js';
import { type FieldErrors, invalid } from './http-error.js';

/**
 * A UTF-16 surrogate without its other half. In a `u` regular expression a pair is read as one character,
 * so only a lone half matches: the same test as `!text.isWellFormed()`, which the ES2022 library lacks.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why PostgreSQL cannot take `text`, as the message that says so; null when it can. */
function unstorable(text: string): MessageId | null {
  if (text.includes('\0')) return 'field.nul_character';
  if (LONE_SURROGATE.test(text)) return 'field.lone_surrogate';
  return null;
}

/** Parsed JSON, query or path parameters; not the raw bytes a route may take as they came (a Buffer). */
const isParsedObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

type Unstorable = [field: string, message: MessageId];

/** The fields of `value` (keyed as in 422 answers: `name`, `segments.0.text`) whose text cannot be stored. */
function unstorableFields(value: unknown, path: string[]): Unstorable[] {
  const here = path.join('.') || 'body';
  if (typeof value === 'string') {
    const message = unstorable(value);
    return message ? [[here, message]] : [];
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => unstorableFields(item, [...path, String(index)]));
  if (!isParsedObject(value)) return [];
  return Object.entries(value).flatMap(([key, item]): Unstorable[] => {
    const message = unstorable(key);
    return message ? [[here, message]] : unstorableFields(item, [...path, key]);
  });
}

/**
 * A preValidation hook. PostgreSQL's text and jsonb cannot hold U+0000 nor a lone UTF-16 surrogate (JSON
 * may escape one, `"\ud800"`), so either anywhere in a request's path parameters, query or JSON body would
 * fail the query that stores or searches it, as a 500, or be stored as U+FFFD. It is refused before that,
 * with the 422 of any invalid field, naming each field that holds one.
 */
export async function refuseUnstorableText(request: FastifyRequest) {
  const fields = [request.params, request.query, request.body].flatMap((part) => unstorableFields(part, []));
  if (fields.length === 0) return;
  const errors: FieldErrors = {};
  for (const [field, message] of fields) errors[field] = [{ id: message }];
  throw invalid(errors);
}
