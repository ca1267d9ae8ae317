/** The words of a one-per-line text box; blank lines are gaps, not words (the server drops repeats). */
export const linesToWords = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export const wordsToLines = (words: readonly string[]): string => words.join('\n');
