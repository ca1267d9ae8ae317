import { describe, expect, it } from 'vitest';
import { choiceProblem, type TEngineChoice, translationProblem } from './engine-choices.js';

const choice = (overrides: Partial<TEngineChoice>): TEngineChoice => ({
  engine: 'whispy-tiny',
  installed: true,
  english_only: false,
  auto_language: true,
  install_command: null,
  ...overrides,
});

describe('translationProblem', () => {
  it('lets a multilingual engine translate any language', () => {
    for (const language of ['auto', 'es', 'ja', 'en'] as const) {
      expect(translationProblem(choice({}), language)).toBeNull();
    }
  });

  it('lets an English-only engine translate automatic language where another model serves the rest', () => {
    const englishOnly = choice({ english_only: true });
    expect(translationProblem(englishOnly, 'auto')).toBeNull();
    // A given language it cannot transcribe, it cannot translate either.
    expect(translationProblem(englishOnly, 'es')).toBe('english_only');
  });

  it('refuses where the server has only English models, even for English', () => {
    const alone = choice({ english_only: true, auto_language: false });
    expect(choiceProblem(alone, 'en')).toBeNull();
    for (const language of ['auto', 'en', 'es'] as const) {
      expect(translationProblem(alone, language)).toBe('english_only');
    }
    expect(translationProblem(choice({ installed: false }), 'en')).toBe('not_installed');
  });
});
