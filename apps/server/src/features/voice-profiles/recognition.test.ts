import { describe, expect, it } from 'vitest';
import { RECOGNITION_THRESHOLD, recognise } from './recognition.js';

/** A unit vector of 192 numbers, `degrees` from axis `from` towards axis 1. */
const voice = (degrees: number, from = 0) => {
  const embedding = new Array<number>(192).fill(0);
  embedding[from] = Math.cos((degrees * Math.PI) / 180);
  embedding[1] = Math.sin((degrees * Math.PI) / 180);
  return embedding;
};
/** The angle whose cosine is `similarity`. */
const apart = (similarity: number) => (Math.acos(similarity) * 180) / Math.PI;

const ana = { id: 'p-ana', name: 'Ana', embedding: voice(0) };
const bo = { id: 'p-bo', name: 'Bo', embedding: voice(0, 2) };

describe('recognise', () => {
  it('names a speaker whose voice is at least as alike as the threshold, and no one below it', () => {
    const found = recognise(
      [
        { speaker: 'SPEAKER_1', embedding: voice(apart(RECOGNITION_THRESHOLD) - 0.01) },
        { speaker: 'SPEAKER_2', embedding: voice(apart(RECOGNITION_THRESHOLD) + 0.5, 2) },
      ],
      [ana, bo],
    );
    expect(found.map(({ speaker, profile }) => [speaker, profile.name])).toEqual([['SPEAKER_1', 'Ana']]);
    expect(found[0]!.similarity).toBeCloseTo(RECOGNITION_THRESHOLD, 3);
  });

  it('gives a profile to the most alike of two speakers only, and the other speaker keeps its label', () => {
    const found = recognise(
      [
        { speaker: 'SPEAKER_1', embedding: voice(20) },
        { speaker: 'SPEAKER_2', embedding: voice(10) },
      ],
      [ana],
    );
    expect(found.map(({ speaker }) => speaker)).toEqual(['SPEAKER_2']);
  });

  it('gives each speaker the best of the profiles that are left, most alike pair first', () => {
    // SPEAKER_1 is closest to Ana (0.97, Cy 0.91), but SPEAKER_2 is closer still to her; SPEAKER_1 gets Cy.
    const closeToBoth = { id: 'p-cy', name: 'Cy', embedding: voice(40) };
    const found = recognise(
      [
        { speaker: 'SPEAKER_1', embedding: voice(15) },
        { speaker: 'SPEAKER_2', embedding: voice(5) },
      ],
      [ana, closeToBoth],
    );
    expect(Object.fromEntries(found.map(({ speaker, profile }) => [speaker, profile.name]))).toEqual({
      SPEAKER_1: 'Cy',
      SPEAKER_2: 'Ana',
    });
  });

  it('never matches an embedding of another length, an empty one or one of zeros', () => {
    const short = { ...ana, embedding: ana.embedding.slice(0, 100) };
    const zeros = { ...bo, embedding: new Array<number>(192).fill(0) };
    expect(recognise([{ speaker: 'SPEAKER_1', embedding: voice(0) }], [short, zeros])).toEqual([]);
    expect(recognise([{ speaker: 'SPEAKER_1', embedding: [] }], [{ ...ana, embedding: [] }])).toEqual([]);
  });

  it('answers nothing without profiles or without voices', () => {
    expect(recognise([{ speaker: 'SPEAKER_1', embedding: voice(0) }], [])).toEqual([]);
    expect(recognise([], [ana])).toEqual([]);
  });
});
