import { useEffect } from 'react';

/** What the keyboard can ask of the player. */
export type PlayerActions = {
  togglePlay(): void;
  /** Moves the position by `seconds` (negative: back). */
  skip(seconds: number): void;
  changeSpeed(step: 1 | -1): void;
};

export const SKIP_SECONDS = 5;

type Shortcut = {
  id: 'playPause' | 'back' | 'forward' | 'slower' | 'faster';
  /** `event.key` values that work while not typing (letters in lower case). */
  keys: readonly string[];
  /** With Alt the physical key (`event.code`) counts: macOS Option turns K into "˚". */
  altCode: string;
  run(actions: PlayerActions): void;
  /** Whether holding the key down repeats it (scanning does; toggling would flicker). */
  repeats: boolean;
};

export const PLAYER_SHORTCUTS: readonly Shortcut[] = [
  { id: 'playPause', keys: [' ', 'k'], altCode: 'KeyK', run: (a) => a.togglePlay(), repeats: false },
  { id: 'back', keys: ['j', 'ArrowLeft'], altCode: 'KeyJ', run: (a) => a.skip(-SKIP_SECONDS), repeats: true },
  {
    id: 'forward',
    keys: ['l', 'ArrowRight'],
    altCode: 'KeyL',
    run: (a) => a.skip(SKIP_SECONDS),
    repeats: true,
  },
  { id: 'slower', keys: ['<'], altCode: 'Comma', run: (a) => a.changeSpeed(-1), repeats: false },
  { id: 'faster', keys: ['>'], altCode: 'Period', run: (a) => a.changeSpeed(1), repeats: false },
];

const TEXT_ENTRY =
  'textarea, select, [contenteditable]:not([contenteditable="false"]), input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"], [type="reset"], [type="color"], [type="file"], [type="image"], [type="range"])';
// Dialogs, popovers and menus use letters for type-ahead and keys of their own.
const OWN_KEYS_CONTAINER =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="menubar"], [role="listbox"]';
const ARROW_WIDGET =
  'input, [role="slider"], [role="radiogroup"], [role="radio"], [role="tablist"], [role="tab"], [role="tree"], [role="grid"], [role="spinbutton"]';
// Where Space means "press" (or "tick", "type a space"), it must keep doing so. A slider is not one of
// them: after a click on the waveform, Space should still play.
const PRESSABLE =
  'a[href], button, input, select, textarea, summary, [contenteditable]:not([contenteditable="false"]), [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], [role="tab"], [role="radio"]';

function plainShortcutAllowed(key: string, focus: Element): boolean {
  if (focus.closest(OWN_KEYS_CONTAINER)) return false;
  if (key === ' ') return !focus.closest(PRESSABLE);
  if (focus.closest(TEXT_ENTRY)) return false;
  return !key.startsWith('Arrow') || !focus.closest(ARROW_WIDGET);
}

/** The shortcut a key press asks for, or null when the key belongs to whatever has focus. */
export function shortcutFor(event: KeyboardEvent): Shortcut | null {
  if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey) return null;
  // Alt works everywhere, so that a transcript can be played while it is being typed in.
  if (event.altKey) return PLAYER_SHORTCUTS.find((shortcut) => shortcut.altCode === event.code) ?? null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const shortcut = PLAYER_SHORTCUTS.find((candidate) => candidate.keys.includes(key));
  const focus = event.target instanceof Element ? event.target : document.body;
  return shortcut && plainShortcutAllowed(key, focus) ? shortcut : null;
}

/** Space/K, J/←, L/→, < and > while not typing; Alt with K, J, L, comma or period anywhere. */
export function usePlayerShortcuts(actions: PlayerActions | null): void {
  useEffect(() => {
    if (!actions) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event);
      if (!shortcut) return;
      event.preventDefault();
      if (!event.repeat || shortcut.repeats) shortcut.run(actions);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [actions]);
}
