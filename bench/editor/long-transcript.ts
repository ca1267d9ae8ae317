import type { TTranscriptSegment } from '@whispy/contracts';
import { segmentOf, spokenWords } from '@whispy/test-kit/transcriptions';

const VOCABULARY = `budget team customer product quarter meeting plan release feature design review
  question answer schedule project market launch support network server client office report
  number figure growth revenue cost risk issue idea change update version minute hour week month
  year people group member manager leader partner vendor contract price offer order delivery
  morning afternoon evening today tomorrow yesterday really maybe actually basically probably
  think know want need make take give tell look find work call feel seem leave keep start show
  hear play move live believe bring happen write provide stand lose pay meet include continue set
  learn lead understand watch follow stop create speak read allow add spend grow open walk win
  good new first last long great little own other old right big high different small large next
  early young important few public bad same able the a to of and in that it for on with as at by
  this we you they from or but not what all were when can said there use an each which she do
  how their if will up about out many then them these so some her would like him into time has`.split(/\s+/);

export const SPEAKERS = ['SPEAKER_00', 'SPEAKER_01', 'SPEAKER_02'];

/** A small deterministic generator, so that every run types into the same transcript. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * `segments` segments of 10 to 20 words (15 on average) over `seconds`, three speakers taking turns of
 * one to four segments: the shape Whisper gives a long meeting, with word timings.
 */
export function longTranscript(segments: number, seconds: number): TTranscriptSegment[] {
  const next = random(segments);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const slot = seconds / segments;
  let speaker = SPEAKERS[0] ?? null;
  let turnLeft = 0;
  return Array.from({ length: segments }, (_, id) => {
    if (turnLeft === 0) {
      speaker = pick(SPEAKERS.filter((other) => other !== speaker));
      turnLeft = 1 + Math.floor(next() * 4);
    }
    turnLeft -= 1;
    const count = 10 + Math.floor(next() * 11);
    const words = Array.from({ length: count }, () => pick(VOCABULARY));
    const sentence = `${words.join(' ')}.`.replace(/^./, (first) => first.toUpperCase());
    // Speech fills nine tenths of the slot, a pause the rest.
    return segmentOf(id, spokenWords(sentence, id * slot, speaker, (slot * 0.9) / count));
  });
}

/** How many words `segments` hold. */
export const wordCount = (segments: readonly TTranscriptSegment[]) =>
  segments.reduce((sum, segment) => sum + segment.words.length, 0);
