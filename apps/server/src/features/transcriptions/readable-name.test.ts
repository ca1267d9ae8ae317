import { describe, expect, it } from 'vitest';
import { readableName } from './readable-name.js';

describe('readable names of transcriptions', () => {
  it('drops paths, control and invisible characters, and bounds the length without splitting a character', () => {
    expect(readableName('evil\u0000\u0007name\u202Egpj.mp3')).toBe('evilnamegpj.mp3');
    expect(readableName('C:\\Users\\me\\talk.wav')).toBe('talk.wav');
    expect(readableName('😀'.repeat(300))).toBe('😀'.repeat(100));
    expect(readableName(`a${'😀'.repeat(300)}`)).toBe(`a${'😀'.repeat(99)}`);
    expect(readableName('a'.repeat(1000))).toHaveLength(200);
    expect(readableName('\u200b\u202e\u0000 ')).toBe('');
  });
});
