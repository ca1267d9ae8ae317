import type { TTranscriptSegment } from '@whispy/contracts';
import type { TranscriptOf } from '../pipeline/seed-transcriptions.js';

/** 500 words a transcript in segments of 20: 10,000 transcripts make the 5 million words of the issue. */
export const WORDS_PER_TRANSCRIPT = 500;
const WORDS_PER_SEGMENT = 20;
const VOCABULARY_SIZE = 20_000;
/** Every twentieth transcript is Spanish and every twentieth Japanese; the rest English. */
const LANGUAGE_EVERY = 20;

/** A small deterministic generator (mulberry32), so every run searches the same text. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'tas',
  'vor',
  'pel',
  'dun',
  'sil',
  'bra',
  'no',
  'fen',
  'gar',
  'tu',
];
const KANA = 'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわん';

/** The word of rank `rank` (0: the most frequent): made-up, pronounceable, distinct. */
export function wordOfRank(rank: number): string {
  let word = '';
  let rest = rank + SYLLABLES.length;
  while (rest > 0) {
    word += SYLLABLES[rest % SYLLABLES.length];
    rest = Math.floor(rest / SYLLABLES.length);
  }
  return word;
}

/** Ranks drawn as natural language draws words (Zipf: the n-th word is n times rarer than the first). */
function zipfRanks(random: () => number) {
  const weights = Array.from({ length: VOCABULARY_SIZE }, (_, rank) => 1 / (rank + 1));
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) {
    total += weight;
    cumulative.push(total);
  }
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** Japanese text: kana drawn at random, with the searched phrase now and then. */
export const JAPANESE_PHRASE = 'とうきょう';

/** The transcripts of the benchmark: segments of Zipf-distributed words, in three languages. */
export function syntheticTranscripts(seed = 1): TranscriptOf {
  const random = randomFrom(seed);
  const nextRank = zipfRanks(random);
  return (index) => {
    const language = index % LANGUAGE_EVERY === 1 ? 'es' : index % LANGUAGE_EVERY === 2 ? 'ja' : 'en';
    const segments: TTranscriptSegment[] = [];
    for (let first = 0; first < WORDS_PER_TRANSCRIPT; first += WORDS_PER_SEGMENT) {
      const words = Array.from({ length: WORDS_PER_SEGMENT }, () =>
        language === 'ja'
          ? random() < 0.02
            ? JAPANESE_PHRASE
            : Array.from({ length: 3 }, () => KANA[Math.floor(random() * KANA.length)]).join('')
          : wordOfRank(nextRank()),
      );
      const start = first * 0.4;
      segments.push({
        id: segments.length,
        start,
        end: start + WORDS_PER_SEGMENT * 0.4,
        text: ` ${words.join(language === 'ja' ? '' : ' ')}.`,
        speaker: null,
        words: [],
      });
    }
    return { language, segments };
  };
}
