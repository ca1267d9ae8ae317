import type { TTranscriptSegment } from '@whispy/contracts';
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { displayText } from './model/segment-text';
import type { RowActions } from './use-segment-editing';

type Props = {
  segment: TTranscriptSegment;
  caret: number;
  label: string;
  invalid: boolean;
  /** There is a segment before this one to join with (Backspace at the start). */
  hasPrevious: boolean;
  /** Escape: editing ends and the segment's text takes focus again. */
  onEscape(): void;
  actions: RowActions;
  className: string;
};

/** Grows with its text, so that the row keeps the shape it had before editing. */
function fitHeight(textarea: HTMLTextAreaElement) {
  textarea.style.height = 'auto';
  textarea.style.height = `${textarea.scrollHeight}px`;
}

/**
 * A segment's text while it is edited. Uncontrolled, so that the browser's own undo of the typing keeps
 * working; every change is committed to the document at once (the draft and the unsaved state follow).
 */
export function SegmentTextarea({
  segment,
  caret,
  label,
  invalid,
  hasPrevious,
  onEscape,
  actions,
  className,
}: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [initial] = useState(() => displayText(segment));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caret is placed once, when editing starts
  useLayoutEffect(() => {
    const textarea = ref.current;
    if (!textarea) return;
    fitHeight(textarea);
    textarea.focus({ preventScroll: true });
    textarea.setSelectionRange(caret, caret);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const { selectionStart, selectionEnd } = event.currentTarget;
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      actions.splitAt(segment.id, selectionStart);
    } else if (event.key === 'Backspace' && selectionStart === 0 && selectionEnd === 0 && hasPrevious) {
      event.preventDefault();
      actions.mergeIntoPrevious(segment.id);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
    }
  };

  return (
    <textarea
      ref={ref}
      defaultValue={initial}
      rows={1}
      aria-label={label}
      aria-invalid={invalid || undefined}
      spellCheck
      onInput={(event) => {
        fitHeight(event.currentTarget);
        actions.editText(segment.id, event.currentTarget.value);
      }}
      onKeyDown={onKeyDown}
      onSelect={(event) => actions.rememberCaret(segment.id, event.currentTarget.selectionStart)}
      onBlur={() => actions.stopEditing(segment.id)}
      className={`block w-full resize-none overflow-hidden rounded-sm border-0 bg-accent-50 p-0 ${className}`}
    />
  );
}
