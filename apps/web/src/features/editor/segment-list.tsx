import type { Virtualizer } from '@tanstack/react-virtual';
import { paragraphStarts } from '@whispy/contracts';
import type { RefObject } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorDocument } from './model/editor-document';
import type { FindMatch } from './model/find-replace';
import { SegmentRow } from './segment-row';
import type { Editing, RowActions } from './use-segment-editing';

type Props = {
  document: EditorDocument;
  virtualizer: Virtualizer<Window, Element>;
  listRef: RefObject<HTMLUListElement | null>;
  readOnly: boolean;
  editing: Editing;
  invalidSegments: ReadonlySet<number>;
  matchesIn(segmentId: number): readonly FindMatch[];
  currentMatch: FindMatch | null;
  hintId: string;
  actions: RowActions;
};

/**
 * The segments, virtualised: a 3-hour transcript mounts only the rows near the viewport. Segments are
 * sentences; they are set as paragraphs (the contracts' rule, which the downloads follow too), with the
 * speaker once at the start of each turn and nothing where the transcript has no speakers.
 */
export function SegmentList({
  document,
  virtualizer,
  listRef,
  readOnly,
  editing,
  invalidSegments,
  matchesIn,
  currentMatch,
  hintId,
  actions,
}: Props) {
  const { t } = useTranslation();
  const { segments, speakers } = document;
  const names = useMemo(() => new Map(speakers.map((speaker) => [speaker.id, speaker.name])), [speakers]);
  const starts = useMemo(() => paragraphStarts(segments), [segments]);
  const hasSpeakers = speakers.length > 0 || segments.some((segment) => segment.speaker !== null);
  const { scrollMargin } = virtualizer.options;

  return (
    <ul
      ref={listRef}
      aria-label={t('editor.segments')}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const segment = segments[item.index];
        if (!segment) return null;
        const previous = segments[item.index - 1];
        const startsTurn = previous === undefined || previous.speaker !== segment.speaker;
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-posinset={item.index + 1}
            aria-setsize={segments.length}
            className={`absolute top-0 left-0 w-full ${starts[item.index] && previous ? 'pt-4' : ''}`}
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            <SegmentRow
              segment={segment}
              speakerName={segment.speaker === null ? null : (names.get(segment.speaker) ?? segment.speaker)}
              lead={hasSpeakers && startsTurn ? 'turn' : starts[item.index] ? 'paragraph' : 'sentence'}
              speakers={speakers}
              readOnly={readOnly}
              invalid={invalidSegments.has(segment.id)}
              matches={matchesIn(segment.id)}
              currentMatch={currentMatch?.segmentId === segment.id ? currentMatch : null}
              editingCaret={editing?.segmentId === segment.id ? editing.caret : null}
              hasPrevious={previous !== undefined}
              hasNext={item.index < segments.length - 1}
              hintId={hintId}
              actions={actions}
            />
          </li>
        );
      })}
    </ul>
  );
}
