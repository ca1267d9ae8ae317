/** Telegram's longest text message, counted as JavaScript counts (UTF-16 code units), which never undercounts. */
export const TELEGRAM_MESSAGE_LIMIT = 4096;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * Splits text into pieces of at most `limit` code units, each ending at the last line break or space
 * that fits where there is one, and never between the halves of a surrogate pair (an emoji).
 */
export function splitText(text: string, limit = TELEGRAM_MESSAGE_LIMIT): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > limit) {
    let cut = Math.max(rest.lastIndexOf('\n', limit), rest.lastIndexOf(' ', limit));
    if (cut <= 0) cut = isHighSurrogate(rest.charCodeAt(limit - 1)) ? limit - 1 : limit;
    pieces.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) pieces.push(rest);
  return pieces;
}
