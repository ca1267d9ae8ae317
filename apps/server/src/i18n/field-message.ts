import type { MessageId } from './catalogue.js';
import { isMessageId, type Message } from './translate.js';

/** The parts of a zod issue that say what was wrong; fastify-type-provider-zod keeps them too. */
export interface FieldIssue {
  code: string;
  message?: string | undefined;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  format?: string;
}

const bound = (value: number | bigint | undefined) => (typeof value === 'number' ? value : String(value));

function tooSmall({ origin, minimum, inclusive }: FieldIssue): Message {
  const params = { minimum: bound(minimum) };
  if ((origin === 'string' || origin === 'array' || origin === 'set') && Number(minimum) === 1)
    return { id: 'field.required' };
  if (origin === 'string') return { id: 'field.too_short', params };
  if (origin === 'array' || origin === 'set') return { id: 'field.too_few_items', params };
  if (origin === 'number' || origin === 'int' || origin === 'bigint')
    return { id: inclusive === false ? 'field.number_not_above' : 'field.number_too_small', params };
  return { id: 'field.invalid' };
}

function tooBig({ origin, maximum, inclusive }: FieldIssue): Message {
  const params = { maximum: bound(maximum) };
  if (origin === 'string') return { id: 'field.too_long', params };
  if (origin === 'array' || origin === 'set') return { id: 'field.too_many_items', params };
  if (origin === 'number' || origin === 'int' || origin === 'bigint')
    return { id: inclusive === false ? 'field.number_not_below' : 'field.number_too_large', params };
  return { id: 'field.invalid' };
}

function badFormat({ format }: FieldIssue): MessageId {
  if (format === 'email') return 'field.invalid_email';
  if (format === 'url') return 'field.invalid_url';
  return 'field.invalid_format';
}

/**
 * A field error in words the user can act on, in any language. zod's own English ("Too small: expected
 * string to have >=1 characters") is written for developers, so it is replaced by issue kind; a schema
 * that needs a more specific text gives a catalogue id as its custom message (`.min(1, 'issuer.name_required')`).
 */
export function fieldMessage(issue: FieldIssue): Message {
  if (isMessageId(issue.message)) return { id: issue.message };
  switch (issue.code) {
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return { id: badFormat(issue) };
    case 'invalid_type':
      // zod leaves the received value out of the issue, so a missing field cannot be told from a wrong one.
      return { id: 'field.missing_or_invalid' };
    case 'invalid_value':
      return { id: 'field.invalid_choice' };
    default:
      return { id: 'field.invalid' };
  }
}
