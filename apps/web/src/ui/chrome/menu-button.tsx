import { Menu } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/** The hamburger that opens the mobile drawer (<640px). Takes a trigger's props (Radix `asChild`). */
export function MenuButton(props: ComponentProps<'button'>) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('nav.openMenu')}
      className="grid size-10 place-items-center rounded-lg text-zinc-700 hover:bg-zinc-100 sm:hidden"
      {...props}
    >
      <Menu aria-hidden="true" className="size-5" />
    </button>
  );
}
