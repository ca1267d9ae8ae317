import type { TMarkedText } from '@whispy/contracts';

/** What `ts_headline` is told to put around a match: control characters the text is cleaned of first. */
export const MATCH_START = '\u0001';
export const MATCH_END = '\u0002';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Parts of `headline` between `MATCH_START` and `MATCH_END` are matches; the markers go. */
export function markedHeadline(headline: string): TMarkedText {
  const parts: TMarkedText = [];
  for (const [index, piece] of headline.split(MATCH_START).entries()) {
    const end = index === 0 ? -1 : piece.indexOf(MATCH_END);
    if (end > 0) parts.push({ text: piece.slice(0, end), match: true });
    parts.push({ text: piece.slice(end + 1).replaceAll(MATCH_END, ''), match: false });
  }
  return tidy(parts);
}

/** Marks every case-insensitive occurrence of `needles` in the parts that are not matches yet. */
export function markOccurrences(parts: TMarkedText, needles: readonly string[]): TMarkedText {
  const wanted = needles.filter((needle) => needle.length > 0);
  if (wanted.length === 0) return parts;
  // Escaped (the search is hostile); longest first, so a needle inside a longer one never splits it.
  const alternatives = [...wanted].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const capture = new RegExp(`(${alternatives.join('|')})`, 'iu');
  return tidy(
    parts.flatMap((part) =>
      // A split on a capturing group puts the matches at the odd places.
      part.match ? [part] : part.text.split(capture).map((text, index) => ({ text, match: index % 2 === 1 })),
    ),
  );
}

/** Plain text, unmarked. */
export const unmarked = (text: string): TMarkedText => tidy([{ text, match: false }]);

/** No empty parts, and neighbours of the same kind joined. */
function tidy(parts: TMarkedText): TMarkedText {
  const joined: TMarkedText = [];
  for (const part of parts) {
    if (part.text === '') continue;
    const last = joined.at(-1);
    if (last && last.match === part.match) last.text += part.text;
    else joined.push({ ...part });
  }
  return joined;
}
