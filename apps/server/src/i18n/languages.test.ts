import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './languages.js';

describe('negotiateLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['ja', 'ja'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['JA-jp', 'ja'],
    ['fr-FR,fr;q=0.9,ja;q=0.8,en;q=0.7', 'ja'],
    ['en;q=0.5,es;q=0.9', 'es'],
    ['es;q=0,ja', 'ja'],
    ['de, *;q=0.1', 'en'],
    ['fr', 'en'],
    ['es;q=abc', 'en'],
    [['ja', 'es'], 'ja'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });
});
