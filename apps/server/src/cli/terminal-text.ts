/**
 * Every control character but line feed and tab, DEL, and the marks that reorder bidirectional text
 * (embeddings, overrides, isolates, LRM/RLM/ALM): what a terminal obeys rather than shows.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const OBEYED = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * Text fit for an operator's terminal. What strangers wrote (feedback, workspace names, emails) reaches
 * the CLI's output, and a terminal obeys the control characters in it: an ANSI escape can clear the
 * screen, retitle the window or fake the lines above it, and bidirectional overrides show text in an
 * order other than its own (Trojan Source). Those are dropped; lines and tabs stay.
 */
export function forTerminal(text: string): string {
  return text.replace(OBEYED, '');
}
