import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Opening } from '../deferred';
import { ModalLayer } from '../modal-layer';
import { useIsMobile } from '../use-is-mobile';
import { Brand } from './brand';
import { MenuButton } from './menu-button';
import type { NavItem } from './nav-item';
import { NavLink } from './nav-link';

export type DrawerProps = { items: NavItem[]; settings: NavItem; pathname: string };

const itemClass = (active: boolean) =>
  `flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium text-sm transition-colors ${
    active ? 'bg-accent-50 text-accent-700' : 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900'
  }`;

/** Mobile (<640px): a hamburger button opening an overlay drawer; it closes on navigation and on leaving mobile. */
export function MobileDrawerDialog({
  items,
  settings,
  pathname,
  initiallyOpen = false,
}: DrawerProps & Opening) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(initiallyOpen);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a location change.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!isMobile) setOpen(false);
  }, [isMobile]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <MenuButton />
      </Dialog.Trigger>
      <ModalLayer>
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl">
          <div className="flex h-14 items-center justify-between border-zinc-200 border-b px-4">
            <Dialog.Title asChild>
              <div>
                <Brand />
              </div>
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('nav.closeMenu')}
              className="grid size-10 place-items-center rounded-lg text-zinc-700 hover:bg-zinc-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('nav.main')}</Dialog.Description>
          <nav aria-label={t('nav.main')} className="flex flex-1 flex-col justify-between p-3">
            <ul className="flex flex-col gap-1">
              {items.map((item) => (
                <li key={item.id}>
                  <NavLink item={item} pathname={pathname} classFor={itemClass} showLabel />
                </li>
              ))}
            </ul>
            <NavLink item={settings} pathname={pathname} classFor={itemClass} showLabel />
          </nav>
        </Dialog.Content>
      </ModalLayer>
    </Dialog.Root>
  );
}
