import { WHISPER_LANGUAGES } from '@whispy/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageOptions } from './language-options';

const nameIn = (ui: string, code: string) => languageOptions(ui).find((option) => option.code === code)?.name;

describe('the language list of the upload page', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['en', 'es', 'ja'])('names every Whisper language with a real name in %s', (ui) => {
    const options = languageOptions(ui);
    expect(options.map((option) => option.code).sort()).toEqual([...WHISPER_LANGUAGES].sort());
    for (const option of options) expect(option.name.toLowerCase()).not.toBe(option.code);
  });

  it('names Bashkir and Tibetan where the browser has no name for them, as Chromium does', () => {
    // Chromium's ICU data lacks these two names in every language: Intl answers nothing (or the code).
    const of = Intl.DisplayNames.prototype.of;
    vi.spyOn(Intl.DisplayNames.prototype, 'of').mockImplementation(function (this: Intl.DisplayNames, code) {
      return ['ba', 'bo'].includes(code) ? undefined : of.call(this, code);
    });
    expect([nameIn('en', 'ba'), nameIn('en', 'bo')]).toEqual(['Bashkir', 'Tibetan']);
    expect([nameIn('es', 'ba'), nameIn('es', 'bo')]).toEqual(['Baskir', 'Tibetano']);
    expect([nameIn('ja', 'ba'), nameIn('ja', 'bo')]).toEqual(['バシキール語', 'チベット語']);
  });
});
