import * as Popover from '@radix-ui/react-popover';
import type { TSpeaker } from '@whispy/contracts';
import { Combine, Ellipsis, Scissors } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './icon-button';
import { menuItemClass, SpeakerChoices } from './speaker-choices';
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

/** The row's "…" menu: split and merge without a keyboard; inside a turn, give the rest of it to another speaker. */
export function SegmentMenu({ segmentId, label, canSplit, hasNext, moveTo, actions }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const choose =
    <Args extends unknown[]>(action: (...args: Args) => void) =>
    (...args: Args) => {
      action(...args);
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
            className={menuItemClass}
            disabled={!canSplit}
            onClick={choose(() => actions.splitHere(segmentId))}
          >
            <Scissors aria-hidden="true" className="size-4 text-zinc-500" />
            {t('editor.splitHere')}
          </button>
          <button
            type="button"
            className={menuItemClass}
            disabled={!hasNext}
            onClick={choose(() => actions.apply({ type: 'mergeWithNext', segmentId }))}
          >
            <Combine aria-hidden="true" className="size-4 text-zinc-500" />
            {t('editor.mergeWithNext')}
          </button>
          {moveTo.length > 0 ? (
            <SpeakerChoices
              label={t('editor.speakerFromHere')}
              speakers={moveTo}
              onChoose={choose((speakerId) => actions.apply({ type: 'assignSpeaker', segmentId, speakerId }))}
              className="mt-1"
            />
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
