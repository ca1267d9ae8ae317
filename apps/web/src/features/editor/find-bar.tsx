import { ChevronDown, ChevronUp, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { IconButton } from './icon-button';
import type { FindState } from './use-find';

type Props = {
  find: FindState;
  readOnly: boolean;
  /** Bumped by Ctrl/⌘+F: the find field takes focus again even when the bar is already open. */
  focusRequest: number;
  onReplace(): void;
  onReplaceAll(): void;
};

const fieldClass =
  'h-10 min-w-0 flex-1 rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 focus-visible:border-accent-600 sm:h-9';

/** Find (and, when editable, replace) within the transcript. */
export function FindBar({ find, readOnly, focusRequest, onReplace, onReplaceAll }: Props) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each request focuses the field again
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [focusRequest]);

  const onFindKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (event.shiftKey) find.previous();
      else find.next();
    } else if (event.key === 'Escape') find.setOpen(false);
  };
  const count =
    find.query === ''
      ? ''
      : find.matches.length === 0
        ? t('editor.noMatches')
        : t('editor.matchCount', { current: find.currentIndex + 1, count: find.matches.length });

  return (
    <search className="mt-2 space-y-2 border-zinc-100 border-t pt-2">
      <div className="flex items-center gap-1">
        <input
          ref={field}
          type="search"
          value={find.query}
          onChange={(event) => find.setQuery(event.target.value)}
          onKeyDown={onFindKey}
          aria-label={t('editor.findLabel')}
          placeholder={t('editor.findLabel')}
          className={fieldClass}
        />
        <output aria-live="polite" className="w-24 shrink-0 text-center text-sm text-zinc-600 tabular-nums">
          {count}
        </output>
        <IconButton
          label={t('editor.previousMatch')}
          onClick={find.previous}
          disabled={find.matches.length === 0}
        >
          <ChevronUp aria-hidden="true" />
        </IconButton>
        <IconButton label={t('editor.nextMatch')} onClick={find.next} disabled={find.matches.length === 0}>
          <ChevronDown aria-hidden="true" />
        </IconButton>
        <IconButton label={t('editor.closeFind')} onClick={() => find.setOpen(false)}>
          <X aria-hidden="true" />
        </IconButton>
      </div>
      {readOnly ? null : (
        <div className="flex flex-wrap items-center gap-1">
          <input
            value={find.replacement}
            onChange={(event) => find.setReplacement(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') find.setOpen(false);
            }}
            aria-label={t('editor.replaceLabel')}
            placeholder={t('editor.replaceLabel')}
            className={fieldClass}
          />
          <Button
            variant="secondary"
            onClick={onReplace}
            disabled={!find.currentMatch}
            className="h-10 sm:h-9"
          >
            {t('editor.replace')}
          </Button>
          <Button
            variant="secondary"
            onClick={onReplaceAll}
            disabled={!find.currentMatch}
            className="h-10 sm:h-9"
          >
            {t('editor.replaceAll')}
          </Button>
        </div>
      )}
    </search>
  );
}
