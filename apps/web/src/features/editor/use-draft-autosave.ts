import { useEffect, useRef } from 'react';
import { removeDraft, writeDraft } from './model/draft-storage';
import type { EditorDocument } from './model/editor-document';

/** Quiet time after the last edit before the draft is written (a 3-hour transcript is megabytes of JSON). */
export const DRAFT_DELAY_MS = 500;

export type UnsavedEdits = { version: number; document: EditorDocument };

/**
 * Keeps `unsaved` in this browser while there is some, and removes the draft once there is none. A write
 * still waiting is done at once when the page is hidden (tab closed) or the editor goes away. Without a
 * transcription id (a read-only view) drafts are left alone.
 */
export function useDraftAutosave(transcriptionId: string | null, unsaved: UnsavedEdits | null): void {
  const waiting = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (transcriptionId === null) return;
    if (!unsaved) {
      waiting.current = null;
      removeDraft(transcriptionId);
      return;
    }
    const write = () => {
      waiting.current = null;
      writeDraft(transcriptionId, { ...unsaved, savedAt: new Date().toISOString() });
    };
    waiting.current = write;
    const timer = window.setTimeout(write, DRAFT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [transcriptionId, unsaved]);

  useEffect(() => {
    const flush = () => waiting.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);
}
