import { clock } from './clock.js';
import { type ExportOptions, speakerName, type TranscriptDocument } from './document.js';

/** A paragraph of a document export: one segment, with what the options ask to lead it. */
export interface Paragraph {
  /** `hh:mm:ss` of the segment's start, when timestamps are asked for. */
  timestamp: string | null;
  /** The speaker's display name, when speakers are asked for and the transcript has them. */
  speaker: string | null;
  text: string;
}

/** The paragraphs that TXT, DOCX and PDF write, so all three read alike. */
export function paragraphsOf(document: TranscriptDocument, options: ExportOptions): Paragraph[] {
  return document.segments.map((segment) => ({
    timestamp: options.timestamps ? clock(segment.start) : null,
    speaker: options.speakers ? speakerName(document, segment.speaker) : null,
    text: segment.text.trim(),
  }));
}
