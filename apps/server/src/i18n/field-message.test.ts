import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessage } from './field-message.js';
import { translate } from './translate.js';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0]!;
};

describe('fieldMessage', () => {
  it.each([
    [z.string().trim().min(1), '  ', 'field.required', undefined],
    [z.string().min(3), 'ab', 'field.too_short', { minimum: 3 }],
    [z.string().max(100), 'x'.repeat(101), 'field.too_long', { maximum: 100 }],
    [z.array(z.string()).max(2), ['a', 'b', 'c'], 'field.too_many_items', { maximum: 2 }],
    [z.number().min(5), 4, 'field.number_too_small', { minimum: 5 }],
    [z.number().gt(0), 0, 'field.number_not_above', { minimum: 0 }],
    [z.number().lt(10), 10, 'field.number_not_below', { maximum: 10 }],
    [z.email(), 'nope', 'field.invalid_email', undefined],
    [z.url(), 'nope', 'field.invalid_url', undefined],
    [z.iso.datetime(), 'nope', 'field.invalid_format', undefined],
    [z.string(), undefined, 'field.missing_or_invalid', undefined],
    [z.enum(['usd', 'mxn']), 'eur', 'field.invalid_choice', undefined],
    [z.string().refine(() => false), 'x', 'field.invalid', undefined],
    [z.string().min(1, 'issuer.name_required'), '', 'issuer.name_required', undefined],
  ])('%#: words the issue as %s', (schema, value, id, params) => {
    expect(fieldMessage(firstIssue(schema, value))).toEqual(params ? { id, params } : { id });
  });

  it('fills the bound into the translated text', () => {
    const message = fieldMessage(firstIssue(z.string().max(100), 'x'.repeat(101)));
    expect(translate('es', message)).toBe('Usa como máximo 100 caracteres.');
    expect(translate('ja', message)).toBe('100 文字以内で入力してください。');
  });
});
