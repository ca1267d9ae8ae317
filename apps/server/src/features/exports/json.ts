import type { TranscriptDocument } from './document.js';

/** The whole transcript for programs: speakers by id, segments with their timed words. */
export function toJson(document: TranscriptDocument): string {
  const body = {
    name: document.name,
    language: document.language,
    translated_from: document.translatedFrom,
    duration: document.duration,
    speakers: document.speakers,
    segments: document.segments.map((segment) => ({
      start: segment.start,
      end: segment.end,
      speaker: segment.speaker,
      text: segment.text.trim(),
      words: segment.words.map((word) => ({ ...word, text: word.text.trim() })),
    })),
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}
