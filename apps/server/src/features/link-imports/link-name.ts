import { parse } from 'content-disposition';

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
 * A name as a user would want to read it: the last part of a path (a name is never a path), without
 * control or invisible formatting characters (a NUL cannot be stored, a right-to-left override disguises
 * what it follows), trimmed and bounded. Empty when nothing readable is left.
 */
export function readableName(raw: string) {
  const readable = (raw.split(/[/\\]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return bounded(readable).trim();
}

/** The file name a Content-Disposition header gives (`filename*` preferred), or null. */
function dispositionName(header: string | undefined) {
  if (!header) return null;
  try {
    const { filename } = parse(header).parameters;
    return typeof filename === 'string' ? readableName(filename) || null : null;
  } catch {
    return null;
  }
}

/** The link's last path segment, decoded (`a%20b.mp3` → "a b.mp3"), or null. */
function pathName(url: URL) {
  const segment = url.pathname.split('/').filter(Boolean).pop();
  if (!segment) return null;
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is shown as written.
  }
  return readableName(decoded) || null;
}

/** The name of a transcription made from a link before it is fetched: its file name, else its host. */
export const nameOfLink = (link: string) => {
  const url = new URL(link);
  return pathName(url) ?? readableName(url.hostname);
};

/** The name the answer gives (Content-Disposition), when it gives a readable one. */
export const nameOfAnswer = (contentDisposition: string | string[] | undefined) =>
  dispositionName(Array.isArray(contentDisposition) ? contentDisposition[0] : contentDisposition);
