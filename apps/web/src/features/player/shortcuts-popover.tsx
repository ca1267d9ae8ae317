import * as Popover from '@radix-ui/react-popover';
import { Keyboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PLAYER_SHORTCUTS } from './player-shortcuts';

const KEY_CAPS: Record<string, string> = {
  ArrowLeft: '←',
  ArrowRight: '→',
  KeyK: 'K',
  KeyJ: 'J',
  KeyL: 'L',
  Comma: ',',
  Period: '.',
};

function Key({ children }: { children: string }) {
  return (
    <kbd className="inline-flex min-w-6 justify-center rounded border border-zinc-300 bg-zinc-50 px-1.5 py-0.5 font-mono text-xs text-zinc-800">
      {children}
    </kbd>
  );
}

/** A keyboard button that lists the player's shortcuts; phones have no keyboard, so it hides there. */
export function ShortcutsPopover() {
  const { t } = useTranslation();
  const capOf = (key: string) =>
    key === ' ' ? t('player.keys.space') : (KEY_CAPS[key] ?? key.toUpperCase());
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={t('player.shortcuts.title')}
        className="hidden size-9 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 sm:inline-flex"
      >
        <Keyboard aria-hidden="true" className="size-5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label={t('player.shortcuts.title')}
          className="z-50 w-80 animate-fade-in rounded-xl border border-zinc-200 bg-white p-4 text-sm shadow-lg"
        >
          <p className="mb-2 font-semibold text-zinc-900">{t('player.shortcuts.title')}</p>
          <table className="w-full">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('player.shortcuts.action')}</th>
                <th scope="col">{t('player.shortcuts.keys')}</th>
                <th scope="col">{t('player.shortcuts.whileTyping')}</th>
              </tr>
            </thead>
            <tbody>
              {PLAYER_SHORTCUTS.map((shortcut) => (
                <tr key={shortcut.id}>
                  <th scope="row" className="py-1 pr-2 text-left font-normal text-zinc-700">
                    {t(`player.shortcuts.${shortcut.id}`)}
                  </th>
                  <td className="space-x-1 py-1 whitespace-nowrap">
                    {shortcut.keys.map((key) => (
                      <Key key={key}>{capOf(key)}</Key>
                    ))}
                  </td>
                  <td className="py-1 text-right whitespace-nowrap">
                    <Key>{`Alt ${capOf(shortcut.altCode)}`}</Key>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3 text-xs text-zinc-600">{t('player.shortcuts.altHint')}</p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
