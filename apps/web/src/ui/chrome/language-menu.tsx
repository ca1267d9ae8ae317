import * as Popover from '@radix-ui/react-popover';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Opening } from '../deferred';
import { LANGUAGES } from '../languages';
import { LanguageButton, useCurrentLanguage } from './language-button';

/** The language picker's popover; choosing a language applies it and closes. */
export function LanguageMenu({ initiallyOpen = false }: Opening) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const current = useCurrentLanguage();

  const choose = (code: string) => {
    void i18n.changeLanguage(code);
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <LanguageButton />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          className="z-50 w-44 animate-fade-in rounded-xl border border-zinc-200 bg-white p-1 shadow-lg"
        >
          <ul aria-label={t('language.choose')}>
            {LANGUAGES.map((language) => {
              const selected = language.code === current.code;
              return (
                <li key={language.code}>
                  <button
                    type="button"
                    lang={language.code}
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => choose(language.code)}
                    className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm text-zinc-800 hover:bg-zinc-100"
                  >
                    {language.name}
                    {selected ? <Check aria-hidden="true" className="size-4 text-accent-700" /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
