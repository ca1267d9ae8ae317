import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue.js';
import { LANGUAGES } from './languages.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const entries = Object.entries(catalogue).map(([id, texts]) => ({
  id,
  texts: texts as Record<string, string>,
}));

describe('server message catalogue', () => {
  it.each(entries)('$id is written in every language', ({ texts }) => {
    expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) expect(texts[language]?.trim()).toBeTruthy();
  });

  it.each(entries)('$id is translated, not copied from English', ({ texts }) => {
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      expect(texts[language], language).not.toBe(texts.en);
    }
  });

  it.each(entries)('$id keeps the same placeholders in every language', ({ texts }) => {
    for (const language of LANGUAGES)
      expect(placeholders(texts[language]!), language).toEqual(placeholders(texts.en!));
  });

  it('spells "vídeo" one way in Spanish, as the web app does', () => {
    // Both spellings are Spanish; one product uses one (ADR 028).
    const unaccented = entries.filter(({ texts }) => /\bvideos?\b/i.test(texts.es!)).map(({ id }) => id);
    expect(unaccented).toEqual([]);
  });

  it('writes Japanese in Japanese script', () => {
    const kana = /[\u3040-\u30ff\u4e00-\u9fff]/;
    for (const { id, texts } of entries) expect(texts.ja, id).toMatch(kana);
  });
});
