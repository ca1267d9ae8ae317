import { type TTranscriptionLanguage, WHISPER_LANGUAGES } from '@whispy/contracts';
import { languageNamer } from '../../shared/language-name';
import { LANGUAGE_CODES } from '../../ui/languages';

export type LanguageOption = { code: Exclude<TTranscriptionLanguage, 'auto'>; name: string };

/**
 * Whisper's languages named in the interface language: the interface languages first, then the rest in
 * that language's alphabetical order. (`auto` is offered separately, before these.)
 */
export function languageOptions(uiLanguage: string): LanguageOption[] {
  const nameOf = languageNamer(uiLanguage);
  const collator = new Intl.Collator(uiLanguage);
  const named = WHISPER_LANGUAGES.map((code) => {
    const name = nameOf(code);
    return { code, name: name.charAt(0).toLocaleUpperCase(uiLanguage) + name.slice(1) };
  });
  const isUiLanguage = (code: string) => (LANGUAGE_CODES as readonly string[]).includes(code);
  const first = LANGUAGE_CODES.flatMap((code) => named.filter((option) => option.code === code));
  const rest = named
    .filter((option) => !isUiLanguage(option.code))
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...first, ...rest];
}
