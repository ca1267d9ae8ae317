import { Languages } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../languages';

/** The language in use, as the menu's code upper-case, for the language picker's button. */
export function useCurrentLanguage() {
  const { i18n } = useTranslation();
  return LANGUAGES.find((language) => i18n.resolvedLanguage === language.code) ?? LANGUAGES[0];
}

/** The language picker's button: the current language's code. Takes a trigger's props (Radix `asChild`). */
export function LanguageButton(props: ComponentProps<'button'>) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  return (
    <button
      type="button"
      aria-label={`${current.code.toUpperCase()} · ${t('language.label', { language: current.name })}`}
      className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 font-medium text-sm text-zinc-700 hover:bg-zinc-100"
      {...props}
    >
      <Languages aria-hidden="true" className="size-4" />
      {current.code.toUpperCase()}
    </button>
  );
}
