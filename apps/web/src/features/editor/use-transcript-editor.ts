import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTranscriptionDetail, TValidationErrors } from '@whispy/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isValidationError } from '../../api';
import { transcriptionKeys } from '../../shared/transcription-keys';
import { notify } from '../../ui/notify';
import { type Draft, readDraft, removeDraft } from './model/draft-storage';
import { documentOf, type EditorDocument, savedDocumentOf, saveInputOf } from './model/editor-document';
import { type History, record, redo, startHistory, undo } from './model/history';
import { applyOperation, coalesceKey, type EditorOperation, segmentsTouched } from './model/operations';
import { saveTranscript } from './save-transcript';
import { type UnsavedEdits, useDraftAutosave } from './use-draft-autosave';
import { useServerAutosave } from './use-server-autosave';

type EditorState = {
  /** The saved version the edits start from: a save names it, and is refused when it is not the latest. */
  version: number;
  /** The document as saved at `version`; the editor is dirty while what it shows is another one. */
  saved: EditorDocument;
  history: History<EditorDocument>;
};

/**
 * What the editor reads of a transcription: its id (for drafts and saves), the saved version, the
 * transcript and the speakers. A share link's page has no id to give and never saves.
 */
export type EditedTranscription = Pick<TTranscriptionDetail, 'id' | 'version' | 'segments' | 'speakers'>;

function stateOf(transcription: EditedTranscription, draft: Draft | null = null): EditorState {
  const saved = documentOf(transcription);
  return draft
    ? { version: draft.version, saved, history: startHistory(draft.document) }
    : { version: transcription.version, saved, history: startHistory(saved) };
}

const NO_SEGMENTS: ReadonlySet<number> = new Set();

/**
 * What the toolbar says: `unsaved` while an autosave waits for typing to pause, `retrying` after a save
 * that may work later (offline), `notSaved` when it waits for the user (a conflict, red segments).
 */
export type SaveState = 'saved' | 'saving' | 'unsaved' | 'retrying' | 'notSaved';

type SaveRequest = { sent: UnsavedEdits; silent: boolean };

function saveStateOf(edits: {
  saving: boolean;
  dirty: boolean;
  needsUser: boolean;
  failed: boolean;
}): SaveState {
  if (edits.saving) return 'saving';
  if (!edits.dirty) return 'saved';
  if (edits.needsUser) return 'notSaved';
  return edits.failed ? 'retrying' : 'unsaved';
}

/** The ids of the segments a 422 names (`segments.12.words` is the 13th segment sent). */
function segmentsNamed(fields: TValidationErrors, sent: EditorDocument): ReadonlySet<number> {
  const ids = new Set<number>();
  for (const field of Object.keys(fields)) {
    const index = /^segments\.(\d+)(\.|$)/.exec(field)?.[1];
    const segment = index === undefined ? undefined : sent.segments[Number(index)];
    if (segment) ids.add(segment.id);
  }
  return ids;
}

/**
 * The state of the transcript editor: the edited document with undo and redo, saving with optimistic
 * concurrency, saved by itself once edits pause (`autosave`, on unless turned off), and a draft in this
 * browser while there are unsaved changes. Mount it with `key` set to the transcription's id.
 */
export function useTranscriptEditor(
  transcription: EditedTranscription,
  { readOnly, autosave: autosaving = true }: { readOnly: boolean; autosave?: boolean },
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = transcription.id;
  const detailKey = transcriptionKeys.detail('transcriptions', id);
  const [restored] = useState(() => (readOnly ? null : readDraft(id)));
  const [state, setState] = useState(() => stateOf(transcription, restored));
  const [restoredDraft, setRestoredDraft] = useState(restored !== null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [invalidSegments, setInvalidSegments] = useState(NO_SEGMENTS);
  const [saveFailed, setSaveFailed] = useState(false);
  const document = state.history.present;
  const dirty = document !== state.saved;
  // A restored draft is saved only once the user has seen it and edited on, or pressed Save: Discard must
  // still be able to drop it.
  const restoredDocument = useRef(restored ? state.history.present : null);

  // A newer version (someone else saved, or the page fetched again) is shown at once, unless that would
  // throw away edits: then saving reports the conflict.
  useEffect(() => {
    setState((current) =>
      current.history.present === current.saved && transcription.version > current.version
        ? stateOf(transcription)
        : current,
    );
  }, [transcription]);

  const unsaved = useMemo<UnsavedEdits | null>(
    () => (dirty ? { version: state.version, document } : null),
    [dirty, state.version, document],
  );
  // A read-only view must not touch a draft the owner keeps in this browser.
  useDraftAutosave(readOnly ? null : id, unsaved);

  const apply = useCallback(
    (operation: EditorOperation) => {
      if (readOnly) return;
      setState((current) => {
        const history = record(
          current.history,
          (present) => applyOperation(present, operation),
          coalesceKey(operation),
        );
        return history === current.history ? current : { ...current, history };
      });
      const touched = segmentsTouched(operation);
      setInvalidSegments((current) =>
        touched.some((segmentId) => current.has(segmentId))
          ? new Set([...current].filter((segmentId) => !touched.includes(segmentId)))
          : current,
      );
    },
    [readOnly],
  );
  const undoStep = useCallback(
    () => setState((current) => ({ ...current, history: undo(current.history) })),
    [],
  );
  const redoStep = useCallback(
    () => setState((current) => ({ ...current, history: redo(current.history) })),
    [],
  );

  const { mutate, isPending: saving } = useMutation({
    mutationFn: ({ sent, silent }: SaveRequest) =>
      saveTranscript(id, saveInputOf(sent.version, sent.document), { silent }),
    onSuccess: (answer, { sent }) => {
      const saved = savedDocumentOf(documentOf(answer), sent.document);
      setState((current) => ({
        version: answer.version,
        saved,
        // Edits made while the save was on its way stay, and stay unsaved.
        history:
          current.history.present === sent.document
            ? { ...current.history, present: saved, lastKey: null }
            : current.history,
      }));
      setConflict(null);
      setInvalidSegments(NO_SEGMENTS);
      setSaveFailed(false);
      setRestoredDraft(false);
      queryClient.setQueryData(detailKey, answer);
      return queryClient.invalidateQueries({ queryKey: transcriptionKeys.lists() });
    },
    onError: (error, { sent, silent }) => {
      // A manual save's refusal has been toasted by the client; an autosave's shows in the toolbar and
      // the banner. Anything but a conflict or invalid input may pass, and is tried again.
      if (error instanceof ApiError && error.status === 409) setConflict(error.message);
      else if (isValidationError(error)) {
        setInvalidSegments(segmentsNamed(error.fields, sent.document));
        const message = t('editor.saveInvalid');
        if (silent || error.message !== message) notify.error(message);
      } else setSaveFailed(true);
    },
  });

  const save = useCallback(() => {
    if (unsaved && !saving) mutate({ sent: unsaved, silent: false });
  }, [unsaved, saving, mutate]);

  const autosave = useCallback((sent: UnsavedEdits) => mutate({ sent, silent: true }), [mutate]);
  const needsUser = conflict !== null || invalidSegments.size > 0;
  useServerAutosave({
    unsaved: readOnly || !autosaving || needsUser || document === restoredDocument.current ? null : unsaved,
    saving,
    failed: saveFailed,
    save: autosave,
  });

  /** Back to the saved version: the draft, the conflict and the marks go with the edits. */
  const discardChanges = useCallback(() => {
    removeDraft(id);
    setRestoredDraft(false);
    setConflict(null);
    setInvalidSegments(NO_SEGMENTS);
    setSaveFailed(false);
    setState(stateOf(transcription));
  }, [id, transcription]);

  const loadNewer = useCallback(async () => {
    discardChanges();
    // The newer version arrives through `transcription`, which replaces the clean document.
    await queryClient.refetchQueries({ queryKey: detailKey });
  }, [discardChanges, queryClient, detailKey]);

  return {
    transcriptionId: id,
    /** The speakers as saved on the server, with whether a voice profile named each. */
    savedSpeakers: transcription.speakers,
    readOnly,
    document,
    /** There are edits that are not saved: downloads would not contain them. */
    dirty,
    canUndo: state.history.past.length > 0,
    canRedo: state.history.future.length > 0,
    undo: undoStep,
    redo: redoStep,
    apply,
    save,
    saving,
    saveState: saveStateOf({ saving, dirty, needsUser, failed: saveFailed }),
    /** The server's message when a save was refused because someone (or this user, elsewhere) saved first. */
    conflict,
    /** Segments a refused save named as invalid, shown in red until edited. */
    invalidSegments,
    /** The edits on show came from this browser's draft, not from the server. */
    restoredDraft,
    discardDraft: discardChanges,
    loadNewer,
  };
}

export type TranscriptEditorState = ReturnType<typeof useTranscriptEditor>;
