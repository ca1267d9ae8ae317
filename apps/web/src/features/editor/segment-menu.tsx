import * as Popover from '@radix-ui/react-popover';
import type { TSpeaker } from '@whispy/contracts';
import { Combine, Ellipsis, Scissors, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './icon-button';
import type { RowActions } from './use-segment-editing';

type Props = {
  segmentId: number;
  label: string;
  canSplit: boolean;
  hasNext: boolean;
  /** Speakers this sentence and the rest of its turn can move to; empty where the turn's chip does it. */
  moveTo: readonly TSpeaker[];
  actions: RowActions;
};

const itemClass =
  'flex min-h-10 w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm text-zinc-800 hover:bg-zinc-100 disabled:cursor-not-allowed disabled:opacity-50 sm:min-h-9';

/** The row's "…" menu: split and merge without a keyboard; inside a turn, give the rest of it to another speaker. */
export function SegmentMenu({ segmentId, label, canSplit, hasNext, moveTo, actions }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const choose = (action: () => void) => () => {
    action();
    setOpen(false);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <IconButton label={label} className="text-zinc-500">
          <Ellipsis aria-hidden="true" />
        </IconButton>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          className="z-50 w-56 animate-fade-in rounded-xl border border-zinc-200 bg-white p-1 shadow-lg"
        >
          <button
            type="button"
            className={itemClass}
            disabled={!canSplit}
            onClick={choose(() => actions.splitHere(segmentId))}
          >
            <Scissors aria-hidden="true" className="size-4 text-zinc-500" />
            {t('editor.splitHere')}
          </button>
          <button
            type="button"
            className={itemClass}
            disabled={!hasNext}
            onClick={choose(() => actions.apply({ type: 'mergeWithNext', segmentId }))}
          >
            <Combine aria-hidden="true" className="size-4 text-zinc-500" />
            {t('editor.mergeWithNext')}
          </button>
          {moveTo.length > 0 ? (
            <ul aria-label={t('editor.speakerFromHere')} className="mt-1 border-zinc-100 border-t pt-1">
              <li aria-hidden="true" className="px-3 pt-1 pb-0.5 text-xs text-zinc-500">
                {t('editor.speakerFromHere')}
              </li>
              {moveTo.map((speaker) => (
                <li key={speaker.id}>
                  <button
                    type="button"
                    className={itemClass}
                    onClick={choose(() =>
                      actions.apply({ type: 'assignSpeaker', segmentId, speakerId: speaker.id }),
                    )}
                  >
                    <UserRound aria-hidden="true" className="size-4 text-zinc-500" />
                    <span className="truncate">{speaker.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
