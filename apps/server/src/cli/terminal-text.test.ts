import { describe, expect, it } from 'vitest';
import { forTerminal } from './terminal-text.js';

describe('forTerminal', () => {
  it('drops ANSI escapes, so a stranger cannot clear the screen or fake the lines above', () => {
    expect(forTerminal('\u001b[2J\u001b[31mRED\u001b[0m\u001b]0;pwned\u0007')).toBe('[2J[31mRED[0m]0;pwned');
  });

  it('drops C1 controls, DEL, NUL, backspace and carriage return', () => {
    expect(forTerminal('a\u009bb\u007fc\u0000d\be\rf')).toBe('abcdef');
  });

  it('drops the marks that reorder bidirectional text', () => {
    expect(forTerminal('admin\u202Enigol\u2066x\u2069\u200F')).toBe('adminnigolx');
  });

  it('keeps lines, tabs and every script', () => {
    const text = 'Hola, ¿qué tal?\n\t日本語のフィードバック — שלום';
    expect(forTerminal(text)).toBe(text);
  });
});
