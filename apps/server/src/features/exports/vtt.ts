import { clock } from './clock.js';
import { buildCues } from './cues.js';
import { type ExportOptions, speakerName, type TranscriptDocument } from './document.js';

// Cue text is markup: a literal "<" or "&" would start a tag or an entity.
const escapeMarkup = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** WebVTT with each cue's speaker as a voice tag (`<v Name>`), which players show or style. */
export function toVtt(document: TranscriptDocument, options: ExportOptions): string {
  const cues = buildCues(document.segments).map((cue) => {
    const speaker = options.speakers ? speakerName(document, cue.speaker) : null;
    const text = cue.lines.map(escapeMarkup).join('\n');
    const body = speaker ? `<v ${escapeMarkup(speaker)}>${text}` : text;
    return `${clock(cue.start, '.')} --> ${clock(cue.end, '.')}\n${body}\n`;
  });
  return ['WEBVTT\n', ...cues].join('\n');
}
