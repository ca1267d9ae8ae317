import { parse } from 'content-disposition';
import { readableName } from '../transcriptions/index.js';

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
