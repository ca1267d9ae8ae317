/**
 * Names Chromium cannot give: its trimmed ICU data has no name for Bashkir and Tibetan in any language,
 * so `Intl.DisplayNames` answered the code and the language list read "Ba" and "Bo". Measured on every
 * Whisper language in en, es and ja; the names are CLDR's.
 */
const MISSING: Record<string, Record<string, string>> = {
  ba: { en: 'Bashkir', es: 'baskir', ja: 'バシキール語' },
  bo: { en: 'Tibetan', es: 'tibetano', ja: 'チベット語' },
};

/** Names languages (ISO 639 codes, Whisper's `jw` too) in the interface language `uiLanguage`. */
export function languageNamer(uiLanguage: string): (code: string) => string {
  const names = new Intl.DisplayNames([uiLanguage], { type: 'language', fallback: 'none' });
  const base = uiLanguage.split('-')[0] ?? uiLanguage;
  return (code) => {
    let name: string | undefined;
    try {
      name = names.of(code);
    } catch {
      // A code Intl refuses to parse is named from the table or shown as it is.
    }
    const named = name && name.toLowerCase() !== code.toLowerCase() ? name : undefined;
    return named ?? MISSING[code]?.[base] ?? MISSING[code]?.en ?? code;
  };
}
