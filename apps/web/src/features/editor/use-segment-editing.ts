import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PlaybackClock } from '../player';
import type { EditorDocument } from './model/editor-document';
import type { EditorOperation } from './model/operations';
import { nextSegmentId, splitWordIndex } from './model/segment-edits';
import { displayText } from './model/segment-text';

/** The segment whose text is open in a textarea; `session` groups its keystrokes into one undo step. */
export type Editing = { segmentId: number; caret: number; session: number } | null;

/** What a segment row can do; one stable object, so that rows stay memoised. */
export type RowActions = {
  seek(seconds: number): void;
  startEditing(segmentId: number, caret: number): void;
  stopEditing(segmentId: number): void;
  editText(segmentId: number, text: string): void;
  /** Enter in the textarea: split at the caret and go on editing the second part. */
  splitAt(segmentId: number, caret: number): void;
  /** The row menu: split where the caret last was in this segment (where a word was tapped), else midway. */
  splitHere(segmentId: number): void;
  /** Backspace at the start of the textarea: join with the previous segment, caret at the seam. */
  mergeIntoPrevious(segmentId: number): void;
  rememberCaret(segmentId: number, caret: number): void;
  apply(operation: EditorOperation): void;
};

type Editor = { document: EditorDocument; apply(operation: EditorOperation): void };

export function useSegmentEditing(editor: Editor, clock: PlaybackClock) {
  const [editing, setEditing] = useState<Editing>(null);
  const sessions = useRef(0);
  const latest = useRef({ document: editor.document, editing });
  const lastCaret = useRef<{ segmentId: number; caret: number } | null>(null);
  useLayoutEffect(() => {
    latest.current = { document: editor.document, editing };
  });
  const { apply } = editor;

  const actions = useMemo<RowActions>(() => {
    const edit = (segmentId: number, caret: number) => {
      sessions.current += 1;
      lastCaret.current = { segmentId, caret };
      setEditing({ segmentId, caret, session: sessions.current });
    };
    const segmentOf = (segmentId: number) => {
      const { segments } = latest.current.document;
      const index = segments.findIndex((segment) => segment.id === segmentId);
      return { index, segment: segments[index], previous: segments[index - 1] };
    };
    const split = (segmentId: number, caret: number, goOnEditing: boolean) => {
      const { segment } = segmentOf(segmentId);
      if (!segment || splitWordIndex(segment, caret) === null) return;
      const secondId = nextSegmentId(latest.current.document);
      apply({ type: 'split', segmentId, caret });
      if (goOnEditing) edit(secondId, 0);
    };
    return {
      seek: (seconds) => clock.seek(seconds),
      startEditing: edit,
      stopEditing: (segmentId) =>
        setEditing((current) => (current?.segmentId === segmentId ? null : current)),
      editText: (segmentId, text) => {
        const { editing: open } = latest.current;
        const session = open?.segmentId === segmentId ? open.session : ++sessions.current;
        apply({ type: 'editText', segmentId, text, session });
      },
      splitAt: (segmentId, caret) => split(segmentId, caret, true),
      splitHere: (segmentId) => {
        const { segment } = segmentOf(segmentId);
        if (!segment) return;
        const remembered = lastCaret.current?.segmentId === segmentId ? lastCaret.current.caret : null;
        split(segmentId, remembered ?? Math.floor(displayText(segment).length / 2), false);
      },
      mergeIntoPrevious: (segmentId) => {
        const { previous } = segmentOf(segmentId);
        if (!previous) return;
        const seam = displayText(previous).length;
        apply({ type: 'mergeWithNext', segmentId: previous.id });
        edit(previous.id, seam);
      },
      rememberCaret: (segmentId, caret) => {
        lastCaret.current = { segmentId, caret };
      },
      apply,
    };
  }, [apply, clock]);

  return { editing, actions };
}
