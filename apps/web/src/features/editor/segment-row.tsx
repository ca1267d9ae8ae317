import type { TSpeaker, TTranscriptSegment } from '@whispy/contracts';
import { CircleAlert } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, memo, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../shared/format-clock';
import type { FindMatch } from './model/find-replace';
import { displayText, wordRanges, wordStartIn } from './model/segment-text';
import { SegmentMenu } from './segment-menu';
import { SegmentTextarea } from './segment-textarea';
import { SegmentWords } from './segment-words';
import { SpeakerLabel, SpeakerMenu } from './speaker-menu';
import type { RowActions } from './use-segment-editing';

type Props = {
  segment: TTranscriptSegment;
  /** Of the segment's speaker; null when it has none. */
  speakerName: string | null;
  /** What the row starts: a speaker's turn (its chip shows), a paragraph, or only a sentence. */
  lead: RowLead;
  speakers: readonly TSpeaker[];
  readOnly: boolean;
  invalid: boolean;
  matches: readonly FindMatch[];
  currentMatch: FindMatch | null;
  /** Where the caret starts while this segment is edited; null when it is not. */
  editingCaret: number | null;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Id of the "press Enter to edit" hint. */
  hintId: string;
  actions: RowActions;
};

export type RowLead = 'turn' | 'paragraph' | 'sentence';

// The textarea must lay out text exactly like the read view, so that nothing moves when editing starts.
const TEXT_CLASS = 'min-h-7 whitespace-pre-wrap break-words text-[15px] text-zinc-900 leading-7';

/** Where in the display text a click landed, when the browser can tell. */
function clickedOffset(event: MouseEvent, container: HTMLElement): number | null {
  const page = container.ownerDocument;
  let node: Node | null | undefined;
  let offset = 0;
  if (typeof page.caretPositionFromPoint === 'function') {
    const position = page.caretPositionFromPoint(event.clientX, event.clientY);
    node = position?.offsetNode;
    offset = position?.offset ?? 0;
  } else if (typeof page.caretRangeFromPoint === 'function') {
    const range = page.caretRangeFromPoint(event.clientX, event.clientY);
    node = range?.startContainer;
    offset = range?.startOffset ?? 0;
  }
  if (!node || !container.contains(node)) return null;
  const before = page.createRange();
  before.setStart(container, 0);
  before.setEnd(node, offset);
  return before.toString().length;
}

/** One sentence: its start time (click to play from there), its speaker where a turn starts, and its words. */
export const SegmentRow = memo(function SegmentRow({
  segment,
  speakerName,
  lead,
  speakers,
  readOnly,
  invalid,
  matches,
  currentMatch,
  editingCaret,
  hasPrevious,
  hasNext,
  hintId,
  actions,
}: Props) {
  const { t } = useTranslation();
  const text = useRef<HTMLParagraphElement>(null);
  const returnFocus = useRef(false);
  const time = formatClock(segment.start);
  const editing = editingCaret !== null;
  // A sentence inside a paragraph runs on under the one before: its time shows on hover or focus only,
  // and on a phone its text shares the first line with the menu.
  const inParagraph = lead === 'sentence';

  useLayoutEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      text.current?.focus();
    }
  }, [editing]);

  const onClick = (event: MouseEvent<HTMLParagraphElement>) => {
    const word = (event.target as Element).closest('[data-word]');
    const index = Number(word?.getAttribute('data-word') ?? -1);
    const spoken = segment.words[index];
    if (spoken) actions.seek(spoken.start);
    if (readOnly) return;
    // Without the browser's help, the caret goes before the word clicked (after its leading space).
    const displayed = displayText(segment);
    const range = wordRanges(segment)[index];
    const wordStart = range ? wordStartIn(displayed, range) : displayed.length;
    const caret = clickedOffset(event, event.currentTarget) ?? wordStart;
    actions.startEditing(segment.id, Math.min(caret, displayed.length));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLParagraphElement>) => {
    if (event.key === 'Enter' && !readOnly) {
      event.preventDefault();
      actions.startEditing(segment.id, 0);
    }
  };

  return (
    <article
      aria-label={t('editor.segmentLabel', { time })}
      data-lead={lead}
      className={`group grid grid-cols-[auto_1fr_auto] items-center gap-x-2 rounded-lg px-2 sm:grid-cols-[7rem_1fr_auto] sm:grid-rows-[auto_1fr] sm:items-start ${
        inParagraph ? 'py-0' : 'py-1.5'
      } ${invalid ? 'bg-red-50 ring-1 ring-red-300 ring-inset' : ''}`}
    >
      <button
        type="button"
        onClick={() => actions.seek(segment.start)}
        aria-label={t('editor.playFrom', { time })}
        className={`col-start-1 row-start-1 h-10 justify-self-start rounded px-1 text-xs text-zinc-500 tabular-nums hover:bg-zinc-100 hover:text-zinc-900 sm:h-7 ${
          inParagraph
            ? 'sr-only focus:not-sr-only sm:not-sr-only pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100 pointer-fine:focus:opacity-100'
            : ''
        }`}
      >
        <time dateTime={`PT${segment.start.toFixed(2)}S`}>{time}</time>
      </button>
      {lead === 'turn' ? (
        <div className="col-start-2 row-start-1 min-w-0 sm:col-start-1 sm:row-start-2">
          {readOnly ? (
            speakerName === null ? null : (
              <SpeakerLabel name={speakerName} />
            )
          ) : (
            <SpeakerMenu
              segmentId={segment.id}
              speakerId={segment.speaker}
              name={speakerName}
              speakers={speakers}
              actions={actions}
            />
          )}
        </div>
      ) : null}
      <div
        className={`min-w-0 sm:col-span-1 sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:pt-0 ${
          inParagraph ? 'col-span-2 col-start-1 row-start-1' : 'col-span-3 row-start-2 pt-1'
        }`}
      >
        {editing ? (
          <SegmentTextarea
            segment={segment}
            caret={editingCaret}
            label={t('editor.segmentText', { time })}
            invalid={invalid}
            hasPrevious={hasPrevious}
            onEscape={() => {
              returnFocus.current = true;
              actions.stopEditing(segment.id);
            }}
            actions={actions}
            className={TEXT_CLASS}
          />
        ) : (
          <p
            ref={text}
            tabIndex={readOnly ? undefined : 0}
            aria-describedby={readOnly ? undefined : hintId}
            onClick={onClick}
            onKeyDown={onKeyDown}
            className={`${TEXT_CLASS} rounded-sm ${readOnly ? 'cursor-pointer' : 'cursor-text'}`}
          >
            <SegmentWords segment={segment} matches={matches} currentMatch={currentMatch} />
          </p>
        )}
        {invalid ? (
          <p className="mt-1 flex items-center gap-1 text-red-700 text-xs">
            <CircleAlert aria-hidden="true" className="size-3.5" />
            {t('editor.invalidSegment')}
          </p>
        ) : null}
      </div>
      {readOnly ? null : (
        // With a mouse, the menu shows on the row pointed at or focused, so that paragraphs read as text.
        <div className="col-start-3 row-start-1 justify-self-end pointer-fine:opacity-0 pointer-fine:group-focus-within:opacity-100 pointer-fine:group-hover:opacity-100 pointer-fine:has-data-[state=open]:opacity-100">
          <SegmentMenu
            segmentId={segment.id}
            label={t('editor.segmentActions', { time })}
            canSplit={segment.words.length > 1}
            hasNext={hasNext}
            moveTo={lead !== 'turn' ? speakers.filter((speaker) => speaker.id !== segment.speaker) : []}
            actions={actions}
          />
        </div>
      )}
    </article>
  );
});
