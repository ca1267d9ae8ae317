import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastsBelow } from '../../ui/toasts-below';
import { usePlaybackClock } from '../player';
import { ConflictBanner } from './conflict-banner';
import { EditorToolbar } from './editor-toolbar';
import { FindBar } from './find-bar';
import { transcriptAsPlainText } from './model/plain-text';
import { RestoredDraftNotice } from './restored-draft-notice';
import { revealRow } from './scroll-to-segment';
import { SegmentList } from './segment-list';
import { type SpeakerVoices, SpeakerVoicesContext } from './speaker-voices';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { useFind } from './use-find';
import { useFollowPlayback } from './use-follow-playback';
import { useSegmentEditing } from './use-segment-editing';
import { useSegmentVirtualizer } from './use-segment-virtualizer';
import { useStartAt } from './use-start-at';
import type { TranscriptEditorState } from './use-transcript-editor';

/**
 * The transcript editor (read-only when the editor state is): a toolbar with save, undo, redo and find,
 * then every segment with its time, speaker and words; the word being spoken is highlighted and a click
 * on a word plays from there. Needs a PlaybackContext provider above it. `startAt`: the moment to open at.
 */
export function TranscriptEditor({
  editor,
  startAt = null,
}: {
  editor: TranscriptEditorState;
  startAt?: number | null;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const clock = usePlaybackClock();
  const bars = useRef<HTMLDivElement>(null);
  useToastsBelow(bars);
  const { document, readOnly } = editor;
  const { editing, actions } = useSegmentEditing(editor, clock);
  const { transcriptionId, savedSpeakers, dirty } = editor;
  const voices = useMemo<SpeakerVoices>(
    () => ({ transcriptionId, saved: savedSpeakers, dirty }),
    [transcriptionId, savedSpeakers, dirty],
  );
  const find = useFind(document);
  const [findFocus, setFindFocus] = useState(0);
  const editingIndex = editing
    ? document.segments.findIndex((segment) => segment.id === editing.segmentId)
    : -1;
  const { listRef, virtualizer } = useSegmentVirtualizer(document.segments, editingIndex);
  const coveredTop = () => bars.current?.getBoundingClientRect().bottom ?? 0;
  useFollowPlayback(virtualizer, document.segments, { paused: editing !== null, coveredTop });
  useStartAt(virtualizer, document.segments, startAt, coveredTop);

  const openFind = () => {
    find.setOpen(true);
    setFindFocus((request) => request + 1);
  };
  useEditorShortcuts({
    save: readOnly ? undefined : editor.save,
    undo: readOnly ? undefined : editor.undo,
    redo: readOnly ? undefined : editor.redo,
    find: openFind,
  });

  const currentSegment = find.currentMatch?.segmentId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the current match moves, not on every render
  useEffect(() => {
    if (currentSegment === undefined) return;
    const index = document.segments.findIndex((segment) => segment.id === currentSegment);
    revealRow(virtualizer, index, coveredTop());
  }, [currentSegment, find.currentIndex]);

  if (document.segments.length === 0) {
    return <p className="text-sm text-zinc-600">{t('transcriptions.noSpeech')}</p>;
  }
  return (
    <div className="space-y-3">
      <div
        ref={bars}
        className="sticky top-14 z-20 -mx-2 rounded-lg border border-zinc-200 bg-white/95 px-2 py-1 shadow-xs backdrop-blur"
      >
        <EditorToolbar
          editor={editor}
          findOpen={find.open}
          onToggleFind={() => (find.open ? find.setOpen(false) : openFind())}
        />
        {find.open ? (
          <FindBar
            find={find}
            readOnly={readOnly}
            focusRequest={findFocus}
            onReplace={() => {
              if (find.currentMatch) {
                editor.apply({ type: 'replace', match: find.currentMatch, replacement: find.replacement });
              }
            }}
            onReplaceAll={() =>
              editor.apply({ type: 'replaceAll', query: find.query, replacement: find.replacement })
            }
          />
        ) : null}
      </div>
      {editor.restoredDraft ? <RestoredDraftNotice onDiscard={editor.discardDraft} /> : null}
      {editor.conflict ? (
        <ConflictBanner
          message={editor.conflict}
          plainText={() => transcriptAsPlainText(document)}
          onLoadNewer={editor.loadNewer}
        />
      ) : null}
      <p id={hintId} hidden>
        {t('editor.editHint')}
      </p>
      <SpeakerVoicesContext.Provider value={voices}>
        <SegmentList
          document={document}
          virtualizer={virtualizer}
          listRef={listRef}
          readOnly={readOnly}
          editing={editing}
          invalidSegments={editor.invalidSegments}
          matchesIn={find.matchesIn}
          currentMatch={find.currentMatch}
          hintId={hintId}
          actions={actions}
        />
      </SpeakerVoicesContext.Provider>
    </div>
  );
}
