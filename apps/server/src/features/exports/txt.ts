import { clock } from './clock.js';
import { type ExportOptions, speakerName, type TranscriptDocument } from './document.js';

/** One paragraph per segment, optionally led by `[hh:mm:ss]` and the speaker's name. */
export function toTxt(document: TranscriptDocument, options: ExportOptions): string {
  const paragraphs = document.segments.map((segment) => {
    const speaker = options.speakers ? speakerName(document, segment.speaker) : null;
    const lead = [options.timestamps ? `[${clock(segment.start)}]` : null, speaker ? `${speaker}:` : null]
      .filter(Boolean)
      .join(' ');
    return lead ? `${lead} ${segment.text.trim()}` : segment.text.trim();
  });
  return `${paragraphs.join('\n\n')}\n`;
}
