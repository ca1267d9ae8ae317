import { groupParagraphs, paragraphText } from '@whispy/contracts';
import { clock } from './clock.js';
import { type ExportOptions, speakerName, type TranscriptDocument } from './document.js';

/** A paragraph of a document export: its sentences, with what the options ask to lead it. */
export interface Paragraph {
  /** `hh:mm:ss` of the paragraph's start, when timestamps are asked for. */
  timestamp: string | null;
  /** The speaker's display name at the start of their turn, when speakers are asked for and the transcript has them. */
  speaker: string | null;
  text: string;
}

/**
 * The paragraphs that TXT, DOCX and PDF write, so all three read alike: the editor's paragraphs
 * (`groupParagraphs`), the speaker named once per turn.
 */
export function paragraphsOf(document: TranscriptDocument, options: ExportOptions): Paragraph[] {
  let turn: string | null | undefined;
  return groupParagraphs(document.segments).map((segments) => {
    const first = segments[0]!;
    const startsTurn = first.speaker !== turn;
    turn = first.speaker;
    return {
      timestamp: options.timestamps ? clock(first.start) : null,
      speaker: options.speakers && startsTurn ? speakerName(document, first.speaker) : null,
      text: paragraphText(segments),
    };
  });
}
