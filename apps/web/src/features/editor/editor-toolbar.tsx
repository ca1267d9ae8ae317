import { Redo2, Save, Search, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { IconButton } from './icon-button';
import type { SaveState, TranscriptEditorState } from './use-transcript-editor';

type Props = { editor: TranscriptEditorState; findOpen: boolean; onToggleFind(): void };

const STATUS: Record<SaveState, { label: string; dot: string }> = {
  saved: { label: 'editor.allSaved', dot: 'bg-emerald-500' },
  saving: { label: 'editor.saving', dot: 'bg-amber-500' },
  unsaved: { label: 'editor.unsaved', dot: 'bg-amber-500' },
  retrying: { label: 'editor.notSavedRetrying', dot: 'bg-red-600' },
  notSaved: { label: 'editor.notSaved', dot: 'bg-red-600' },
};

function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="ml-auto flex items-center gap-1.5 text-sm text-zinc-600">
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${STATUS[state].dot}`} />
      {t(STATUS[state].label)}
    </p>
  );
}

/** Save, undo, redo, find, and whether everything is saved; only find when the transcript is read-only. */
export function EditorToolbar({ editor, findOpen, onToggleFind }: Props) {
  const { t } = useTranslation();
  return (
    <div role="toolbar" aria-label={t('editor.toolbar')} className="flex flex-wrap items-center gap-1">
      {editor.readOnly ? null : (
        <>
          <Button
            onClick={editor.save}
            disabled={!editor.dirty || editor.saving}
            aria-keyshortcuts="Control+S Meta+S"
            className="mr-1 h-10 sm:h-9"
          >
            {editor.saving ? (
              <Spinner className="size-4 border-2" />
            ) : (
              <Save aria-hidden="true" className="size-4" />
            )}
            {t('editor.save')}
          </Button>
          <IconButton
            label={t('editor.undo')}
            onClick={editor.undo}
            disabled={!editor.canUndo}
            aria-keyshortcuts="Control+Z Meta+Z"
          >
            <Undo2 aria-hidden="true" />
          </IconButton>
          <IconButton
            label={t('editor.redo')}
            onClick={editor.redo}
            disabled={!editor.canRedo}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          >
            <Redo2 aria-hidden="true" />
          </IconButton>
        </>
      )}
      <IconButton
        label={t(editor.readOnly ? 'editor.find' : 'editor.findReplace')}
        aria-pressed={findOpen}
        onClick={onToggleFind}
        aria-keyshortcuts="Control+F Meta+F"
      >
        <Search aria-hidden="true" />
      </IconButton>
      {editor.readOnly ? null : <SaveStatus state={editor.saveState} />}
    </div>
  );
}
