import type { TSpeaker } from '@whispy/contracts';
import { type EditorDocument, segmentIndexOf } from './editor-document';
import { assignSpeaker } from './segment-edits';

/** Renames a speaker; segments refer to speakers by id, so the new name shows everywhere at once. */
export function renameSpeaker(document: EditorDocument, speakerId: string, name: string): EditorDocument {
  const trimmed = name.trim();
  const speaker = document.speakers.find((candidate) => candidate.id === speakerId);
  if (!speaker || trimmed === '' || trimmed === speaker.name) return document;
  return {
    ...document,
    speakers: document.speakers.map((candidate) =>
      candidate.id === speakerId ? { ...candidate, name: trimmed } : candidate,
    ),
  };
}

/** The first id in the engine's form (`SPEAKER_03`) that neither a speaker nor a segment uses. */
export function nextSpeakerId(document: EditorDocument): string {
  const used = new Set<string>(document.speakers.map((speaker) => speaker.id));
  for (const segment of document.segments) if (segment.speaker) used.add(segment.speaker);
  let number = 0;
  let id = '';
  do id = `SPEAKER_${String(number++).padStart(2, '0')}`;
  while (used.has(id));
  return id;
}

/** Adds a speaker; the answer names its new id. */
export function addSpeaker(document: EditorDocument, name: string): { document: EditorDocument; id: string } {
  const speaker: TSpeaker = { id: nextSpeakerId(document), name: name.trim() };
  return { document: { ...document, speakers: [...document.speakers, speaker] }, id: speaker.id };
}

/** Moves a turn (see `assignSpeaker`) to a speaker that did not exist yet ("New speaker"). */
export function assignNewSpeaker(document: EditorDocument, segmentId: number, name: string): EditorDocument {
  if (name.trim() === '' || segmentIndexOf(document, segmentId) < 0) return document;
  const added = addSpeaker(document, name);
  return assignSpeaker(added.document, segmentId, added.id);
}
