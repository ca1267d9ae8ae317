import * as Popover from '@radix-ui/react-popover';
import { Combine, Ellipsis, Scissors } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './icon-button';
import type { RowActions } from './use-segment-editing';

type Props = { segmentId: number; label: string; canSplit: boolean; hasNext: boolean; actions: RowActions };

const itemClass =
  'flex min-h-10 w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm text-zinc-800 hover:bg-zinc-100 disabled:cursor-not-allowed disabled:opacity-50 sm:min-h-9';

/** The row's "…" menu: split and merge without a keyboard. */
export function SegmentMenu({ segmentId, label, canSplit, hasNext, actions }: Props) {
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
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
