/** As long as a transcription's name may be (ZCreateTranscription counts UTF-16 units). */
const MAX_NAME = 200;

/** The longest start of `text` within MAX_NAME units that does not split a character. */
function bounded(text: string) {
  let kept = '';
  for (const character of text) {
    if (kept.length + character.length > MAX_NAME) break;
    kept += character;
  }
  return kept;
}

/**
 * A file name as a transcription's name a user would want to read: the last part of a path (a name is never
 * a path), without control or invisible formatting characters (a NUL cannot be stored, a right-to-left
 * override disguises what it follows), trimmed and bounded. Empty when nothing readable is left.
 */
export function readableName(raw: string) {
  const readable = (raw.split(/[/\\]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return bounded(readable).trim();
}
