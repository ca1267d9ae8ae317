import type { TSaveTranscript, TSpeaker, TTranscriptionDetail, TTranscriptSegment } from '@whispy/contracts';
import { withEditedText } from './word-alignment';

/**
 * What the editor changes: the speakers and the segments. Treated as immutable: an edit returns a new
 * document that shares every segment it did not touch, so undo history and row memoisation stay cheap.
 * Words are the truth (the server derives a segment's text from them), so every segment has words.
 */
export type EditorDocument = { speakers: TSpeaker[]; segments: TTranscriptSegment[] };

export function documentOf(transcription: {
  speakers: readonly TSpeaker[];
  segments: TTranscriptionDetail['segments'];
}): EditorDocument {
  const segments = (transcription.segments ?? []).map((segment) =>
    // A segment without word timings would lose its text on save: its words are spread over its time.
    segment.words.length === 0 && segment.text.trim() !== ''
      ? withEditedText({ ...segment, text: '' }, segment.text)
      : segment,
  );
  // Only what a save sends back: whether a voice profile named a speaker is the server's to say.
  return { speakers: transcription.speakers.map(({ id, name }) => ({ id, name })), segments };
}

/**
 * The document a save answered, with the speakers the sent one listed that it left out. The server keeps
 * only speakers some segment names, so a speaker whose last words moved to another would vanish from
 * the choices a second later, as the save came back; giving part of a turn back to them must still find
 * them. They stay until the page is left, and no save stores them while they speak nowhere.
 */
export function savedDocumentOf(answer: EditorDocument, sent: EditorDocument): EditorDocument {
  const listed = new Set(answer.speakers.map((speaker) => speaker.id));
  const leftOut = sent.speakers.filter((speaker) => !listed.has(speaker.id));
  return leftOut.length === 0 ? answer : { ...answer, speakers: [...answer.speakers, ...leftOut] };
}

/** The body of `PUT transcriptions/{id}/transcript`: the document as edited from `version`. */
export function saveInputOf(version: number, document: EditorDocument): TSaveTranscript {
  return { version, speakers: document.speakers, segments: document.segments };
}

/** A copy of the segments with `removeCount` of them at `index` replaced by `by`; the rest are shared. */
export function spliceSegments(
  document: EditorDocument,
  index: number,
  removeCount: number,
  ...by: TTranscriptSegment[]
): EditorDocument {
  const segments = document.segments.slice();
  segments.splice(index, removeCount, ...by);
  return { ...document, segments };
}

export function segmentIndexOf(document: EditorDocument, segmentId: number): number {
  return document.segments.findIndex((segment) => segment.id === segmentId);
}
