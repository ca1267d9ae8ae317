import { ZSpeaker, ZTranscriptSegment } from '@whispy/contracts';
import { z } from 'zod';

/** Unsaved edits kept in this browser, so that a closed tab or a crash loses nothing. */
const ZDraft = z.object({
  /** The version the edits started from; saving a draft of an older version is refused as a conflict. */
  version: z.number().int().min(1),
  document: z.object({ speakers: z.array(ZSpeaker), segments: z.array(ZTranscriptSegment) }),
  savedAt: z.iso.datetime(),
});
export type Draft = z.infer<typeof ZDraft>;

const keyOf = (transcriptionId: string) => `whispy.transcript-draft.${transcriptionId}`;

// Storage may be missing or refuse (private windows, quota): a draft is a safety net, not a requirement.

/** The draft of this transcription, when this browser has a readable one. */
export function readDraft(transcriptionId: string): Draft | null {
  try {
    const stored = window.localStorage.getItem(keyOf(transcriptionId));
    if (stored === null) return null;
    const draft = ZDraft.safeParse(JSON.parse(stored));
    return draft.success ? draft.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(transcriptionId: string, draft: Draft): void {
  try {
    window.localStorage.setItem(keyOf(transcriptionId), JSON.stringify(draft));
  } catch {
    // Too large for the quota, or storage is off: the editor still holds the changes until it closes.
  }
}

export function removeDraft(transcriptionId: string): void {
  try {
    window.localStorage.removeItem(keyOf(transcriptionId));
  } catch {
    // Nothing to clean up where storage is off.
  }
}
