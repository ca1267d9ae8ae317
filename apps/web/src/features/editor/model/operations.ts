import type { EditorDocument } from './editor-document';
import { type FindMatch, replaceAll, replaceMatch } from './find-replace';
import { assignSpeaker, editSegmentText, mergeWithNext, splitSegment } from './segment-edits';
import { assignNewSpeaker, renameSpeaker } from './speaker-edits';

/** Every change a user can make to a transcript; each is one undo step. */
export type EditorOperation =
  /** `session` counts editing sessions: the keystrokes of one session are one step. */
  | { type: 'editText'; segmentId: number; text: string; session: number }
  | { type: 'renameSpeaker'; speakerId: string; name: string }
  | { type: 'assignSpeaker'; segmentId: number; speakerId: string }
  | { type: 'assignNewSpeaker'; segmentId: number; name: string }
  | { type: 'mergeWithNext'; segmentId: number }
  | { type: 'split'; segmentId: number; caret: number }
  | { type: 'replace'; match: FindMatch; replacement: string }
  | { type: 'replaceAll'; query: string; replacement: string };

export function applyOperation(document: EditorDocument, operation: EditorOperation): EditorDocument {
  switch (operation.type) {
    case 'editText':
      return editSegmentText(document, operation.segmentId, operation.text);
    case 'renameSpeaker':
      return renameSpeaker(document, operation.speakerId, operation.name);
    case 'assignSpeaker':
      return assignSpeaker(document, operation.segmentId, operation.speakerId);
    case 'assignNewSpeaker':
      return assignNewSpeaker(document, operation.segmentId, operation.name);
    case 'mergeWithNext':
      return mergeWithNext(document, operation.segmentId);
    case 'split':
      return splitSegment(document, operation.segmentId, operation.caret);
    case 'replace':
      return replaceMatch(document, operation.match, operation.replacement);
    case 'replaceAll':
      return replaceAll(document, operation.query, operation.replacement);
  }
}

/** Operations with the same key in a row merge into one undo step. */
export function coalesceKey(operation: EditorOperation): string | null {
  return operation.type === 'editText' ? `text:${operation.segmentId}:${operation.session}` : null;
}

/** The segments an operation rewrites, so that marks on them (a refused save) can be cleared. */
export function segmentsTouched(operation: EditorOperation): number[] {
  switch (operation.type) {
    case 'editText':
    case 'assignSpeaker':
    case 'assignNewSpeaker':
    case 'mergeWithNext':
    case 'split':
      return [operation.segmentId];
    case 'replace':
      return [operation.match.segmentId];
    default:
      return [];
  }
}
