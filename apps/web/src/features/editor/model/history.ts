/** Undo steps kept; older ones are forgotten. */
export const HISTORY_LIMIT = 200;

/**
 * Undo and redo over immutable states. `lastKey` names the latest step so that a burst of commits with
 * the same key (typing in one segment) stays one step.
 */
export type History<T> = { past: T[]; present: T; future: T[]; lastKey: string | null };

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastKey: null };
}

/**
 * Records `change`. With the key of the latest step the change replaces that step, computed again from
 * the state before it, so that the step always goes from where it began to where it ends.
 */
export function record<T>(history: History<T>, change: (state: T) => T, key: string | null): History<T> {
  const before = history.past.at(-1);
  if (key !== null && key === history.lastKey && before !== undefined) {
    const present = change(before);
    // Back where the step began: the step is gone, and the next commit starts a new one.
    if (present === before) return { past: history.past.slice(0, -1), present, future: [], lastKey: null };
    return { ...history, present, future: [] };
  }
  const present = change(history.present);
  if (present === history.present) return history;
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present,
    future: [],
    lastKey: key,
  };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastKey: null,
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future,
    lastKey: null,
  };
}
