import { useEffect, useRef } from 'react';

type Shortcuts = { save?(): void; undo?(): void; redo?(): void; find(): void };

const isTyping = (target: EventTarget | null) =>
  target instanceof Element && target.closest('textarea, input, [contenteditable="true"]') !== null;

/**
 * Ctrl/⌘+S saves, Ctrl/⌘+F opens find (a virtualised transcript defeats the browser's own find). Undo
 * and redo (Ctrl/⌘+Z, Ctrl/⌘+Shift+Z, Ctrl+Y) act on the transcript only outside text fields, where the
 * browser's own undo of the typing applies.
 */
export function useEditorShortcuts(shortcuts: Shortcuts): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const { save, undo, redo, find } = latest.current;
      const key = event.key.toLowerCase();
      let action: (() => void) | undefined;
      if (key === 's') action = save;
      else if (key === 'f') action = find;
      else if (isTyping(event.target)) return;
      else if (key === 'z') action = event.shiftKey ? redo : undo;
      else if (key === 'y') action = redo;
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
