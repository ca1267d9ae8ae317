import type { EditorDocument } from './editor-document';
import { displayText } from './segment-text';

/** The transcript as plain text: a paragraph per turn, opened by the speaker's name when there is one. */
export function transcriptAsPlainText(document: EditorDocument): string {
  const names = new Map(document.speakers.map((speaker) => [speaker.id, speaker.name]));
  const paragraphs: string[] = [];
  let speaker: string | null | undefined;
  for (const segment of document.segments) {
    const text = displayText(segment).trim();
    if (paragraphs.length > 0 && segment.speaker === speaker) {
      paragraphs[paragraphs.length - 1] += ` ${text}`;
    } else {
      const name = segment.speaker ? (names.get(segment.speaker) ?? segment.speaker) : null;
      paragraphs.push(name ? `${name}: ${text}` : text);
    }
    speaker = segment.speaker;
  }
  return paragraphs.join('\n\n');
}
