import { useDeferredValue, useMemo, useState } from 'react';
import type { EditorDocument } from './model/editor-document';
import { type FindMatch, findMatches } from './model/find-replace';

const NO_MATCHES: readonly FindMatch[] = [];

/** Find and replace: the query, its matches (grouped by segment for the rows) and the current one. */
export function useFind(document: EditorDocument) {
  const [open, setOpen] = useState(false);
  const [query, setQueryText] = useState('');
  const [replacement, setReplacement] = useState('');
  const [chosen, setChosen] = useState(0);
  // Typing in the find field stays quick on a long transcript: matching may lag a keystroke behind.
  const searched = useDeferredValue(open ? query : '');
  const matches = useMemo(() => findMatches(document, searched), [document, searched]);
  const bySegment = useMemo(() => {
    const grouped = new Map<number, FindMatch[]>();
    for (const match of matches) {
      const list = grouped.get(match.segmentId);
      if (list) list.push(match);
      else grouped.set(match.segmentId, [match]);
    }
    return grouped;
  }, [matches]);
  const currentIndex = matches.length === 0 ? -1 : Math.min(chosen, matches.length - 1);
  const step = (by: number) => setChosen((currentIndex + by + matches.length) % Math.max(1, matches.length));

  return {
    open,
    setOpen,
    query,
    setQuery: (text: string) => {
      setQueryText(text);
      setChosen(0);
    },
    replacement,
    setReplacement,
    matches,
    matchesIn: (segmentId: number) => bySegment.get(segmentId) ?? NO_MATCHES,
    currentIndex,
    currentMatch: matches[currentIndex] ?? null,
    next: () => step(1),
    previous: () => step(-1),
  };
}

export type FindState = ReturnType<typeof useFind>;
