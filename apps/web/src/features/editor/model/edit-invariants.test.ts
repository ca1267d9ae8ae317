import { makeSegment } from '../../../test/transcription-fixture';
import { documentOf, type EditorDocument } from './editor-document';
import { applyOperation, type EditorOperation } from './operations';
import { displayText } from './segment-text';

/** A small deterministic generator (mulberry32), so that a failure can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const vocabulary = ['so', 'we', 'ship', 'it', 'today', '今日', 'は', 'mañana', 'OK.', 'right?'];
const start = documentOf({
  speakers: [
    { id: 'SPEAKER_00', name: 'Ana' },
    { id: 'SPEAKER_01', name: 'Ben' },
  ],
  segments: Array.from({ length: 12 }, (_, segment) =>
    makeSegment(
      segment,
      Array.from({ length: 6 }, (_, word) => {
        const at = segment * 4 + word * 0.6;
        return [` ${vocabulary[(segment + word) % vocabulary.length]}`, at, at + 0.5] as const;
      }),
      segment % 2 ? 'SPEAKER_01' : 'SPEAKER_00',
    ),
  ),
});

function randomOperation(document: EditorDocument, random: () => number): EditorOperation {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const segment = pick(document.segments);
  const text = displayText(segment);
  const words = text.split(' ');
  switch (pick(['edit', 'split', 'merge', 'speaker', 'replace'] as const)) {
    case 'edit':
      words.splice(Math.floor(random() * words.length), Math.floor(random() * 2), pick(vocabulary));
      return {
        type: 'editText',
        segmentId: segment.id,
        text: words.join(random() < 0.2 ? '' : ' '),
        session: 1,
      };
    case 'split':
      return { type: 'split', segmentId: segment.id, caret: Math.floor(random() * (text.length + 1)) };
    case 'merge':
      return { type: 'mergeWithNext', segmentId: segment.id };
    case 'speaker':
      return { type: 'assignNewSpeaker', segmentId: segment.id, name: 'Cleo' };
    case 'replace':
      return { type: 'replaceAll', query: pick(vocabulary), replacement: pick(vocabulary) };
  }
}

/** What the server checks before it saves (see the transcript route): true of every edited document. */
function saveableProblems(document: EditorDocument): string[] {
  const problems: string[] = [];
  const speakers = new Set(document.speakers.map((speaker) => speaker.id));
  const ids = new Set<number>();
  let previousStart = 0;
  document.segments.forEach((segment, index) => {
    if (ids.has(segment.id)) problems.push(`segment ${index}: repeated id`);
    ids.add(segment.id);
    if (segment.start > segment.end) problems.push(`segment ${index}: starts after its end`);
    if (segment.start < previousStart) problems.push(`segment ${index}: out of order`);
    previousStart = segment.start;
    if (segment.speaker !== null && !speakers.has(segment.speaker))
      problems.push(`segment ${index}: speaker`);
    if (segment.text !== segment.words.map((word) => word.text).join(''))
      problems.push(`segment ${index}: text`);
    segment.words.forEach((word, wordIndex) => {
      const inside = word.start <= word.end && word.start >= segment.start && word.end <= segment.end;
      if (!inside) problems.push(`segment ${index} word ${wordIndex}: outside its segment`);
      if (word.speaker !== segment.speaker) problems.push(`segment ${index} word ${wordIndex}: speaker`);
    });
  });
  return problems;
}

describe('any sequence of edits', () => {
  it.each([1, 2, 3, 4, 5])('leaves a transcript the server accepts (run %i)', (seed) => {
    const random = randomFrom(seed);
    let document = start;
    for (let step = 0; step < 200; step++) {
      const operation = randomOperation(document, random);
      document = applyOperation(document, operation);
      const problems = saveableProblems(document);
      if (problems.length > 0) throw new Error(`after ${JSON.stringify(operation)}: ${problems.join(', ')}`);
    }
  });
});
