import { ChevronsUpDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/** The switcher's face: the current workspace's name. Also the popover's trigger, hence the props. */
export function SwitcherButton({ name, ...props }: { name: string } & ComponentProps<'button'>) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('workspaces.switcherLabel', { name })}
      className="inline-flex h-9 min-w-0 max-w-32 items-center gap-1 rounded-lg border border-zinc-200 px-2 font-medium text-sm text-zinc-800 hover:bg-zinc-100 sm:max-w-56 sm:px-2.5"
      {...props}
    >
      <span className="truncate">{name}</span>
      <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
    </button>
  );
}
