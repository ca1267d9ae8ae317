import { isValidationError } from '../../api';

/** What a failed save shows: the server's 422 messages by field, and whether anything at all failed. */
export function saveErrors(error: unknown): { fields: Record<string, string | undefined>; failed: boolean } {
  if (!error) return { fields: {}, failed: false };
  const fields = isValidationError(error)
    ? Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages[0]]))
    : {};
  return { fields, failed: true };
}
