import type { ExportOptions, TranscriptDocument } from './document.js';
import { paragraphsOf } from './paragraphs.js';

/** The paragraphs, each optionally led by `[hh:mm:ss]`, the speaker named at the start of each turn. */
export function toTxt(document: TranscriptDocument, options: ExportOptions): string {
  const paragraphs = paragraphsOf(document, options).map(({ timestamp, speaker, text }) => {
    const lead = [timestamp ? `[${timestamp}]` : null, speaker ? `${speaker}:` : null]
      .filter(Boolean)
      .join(' ');
    return lead ? `${lead} ${text}` : text;
  });
  return `${paragraphs.join('\n\n')}\n`;
}
