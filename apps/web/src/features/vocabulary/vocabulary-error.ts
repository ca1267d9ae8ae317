import { isValidationError } from '../../api';

/**
 * The server's first message about a word list (`entries.3`, `vocabulary.0`…), with the line it is on:
 * the list is one text box, so the message says which line to fix.
 */
export function vocabularyError(error: unknown, field: string, lineLabel: (line: number) => string) {
  if (!isValidationError(error)) return undefined;
  for (const [key, messages] of Object.entries(error.fields)) {
    if (key !== field && !key.startsWith(`${field}.`)) continue;
    const index = Number(key.slice(field.length + 1));
    const message = messages[0];
    return Number.isInteger(index) && key !== field ? `${lineLabel(index + 1)} ${message}` : message;
  }
  return undefined;
}
