import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES_DIR = join(__dirname, '../../public/locales');
/** Values that are the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set(['Whispy', 'BETA', 'Google']);

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const load = (lng: string) =>
  flatten(JSON.parse(readFileSync(join(LOCALES_DIR, lng, 'translation.json'), 'utf8')) as Tree);

const en = load('en');
const placeholders = (value: string) => [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('offers exactly en, es and ja', () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual(['en', 'es', 'ja']);
  });

  it('has no empty English value', () => {
    expect([...en].filter(([, value]) => value.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('spells "vídeo" one way in Spanish, as the server does', () => {
    // Both spellings are Spanish; one product uses one (ADR 028).
    const unaccented = [...load('es')].filter(([, value]) => /\bvideos?\b/i.test(value)).map(([key]) => key);
    expect(unaccented).toEqual([]);
  });

  describe.each(['es', 'ja'])('%s', (lng) => {
    const translated = load(lng);

    it('has every English key, none empty', () => {
      const missing = [...en.keys()].filter((key) => !translated.get(key)?.trim());
      expect(missing).toEqual([]);
    });

    it('has no key that English lacks', () => {
      expect([...translated.keys()].filter((key) => !en.has(key))).toEqual([]);
    });

    it('leaves no English text untranslated', () => {
      const untranslated = [...en]
        .filter(([key, value]) => translated.get(key) === value && !SAME_IN_EVERY_LANGUAGE.has(value))
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });

    it('keeps every interpolation placeholder', () => {
      const broken = [...en]
        .filter(
          ([key, value]) => placeholders(translated.get(key) ?? '').join() !== placeholders(value).join(),
        )
        .map(([key]) => key);
      expect(broken).toEqual([]);
    });
  });
});
