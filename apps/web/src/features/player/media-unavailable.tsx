import { VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Why there is no player: the recording was not kept (or is gone), or this browser cannot play it. */
export function MediaUnavailable({ reason }: { reason: 'notKept' | 'cannotPlay' }) {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="flex gap-2 rounded-lg bg-zinc-100 p-3 text-sm text-zinc-700 ring-1 ring-zinc-200 ring-inset"
    >
      <VolumeX aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
      {t(`player.${reason}`)}
    </p>
  );
}
