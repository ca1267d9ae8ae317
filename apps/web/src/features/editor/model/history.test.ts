import { makeSegment } from '../../../test/transcription-fixture';
import { documentOf } from './editor-document';
import { HISTORY_LIMIT, type History, record, redo, startHistory, undo } from './history';
import { applyOperation, coalesceKey, type EditorOperation } from './operations';
import { displayText } from './segment-text';

const document = documentOf({
  speakers: [{ id: 'SPEAKER_00', name: 'Ana' }],
  segments: [makeSegment(0, [[' One', 0, 1]], 'SPEAKER_00'), makeSegment(1, [[' one', 1, 2]], 'SPEAKER_00')],
});
type Doc = typeof document;

const commit = (history: History<Doc>, operation: EditorOperation) =>
  record(history, (state) => applyOperation(state, operation), coalesceKey(operation));
const texts = (history: History<Doc>) => history.present.segments.map(displayText);

describe('undo history', () => {
  it('undoes and redoes back to the very same states', () => {
    const renamed = commit(startHistory(document), {
      type: 'renameSpeaker',
      speakerId: 'SPEAKER_00',
      name: 'Bo',
    });
    const edited = commit(renamed, { type: 'editText', segmentId: 0, text: 'Two', session: 1 });
    expect(undo(undo(edited)).present).toBe(document);
    expect(redo(undo(edited)).present).toBe(edited.present);
    expect(undo(startHistory(document)).present).toBe(document);
  });

  it('makes the keystrokes of one editing session one step, and a new session another', () => {
    let history = startHistory(document);
    for (const text of ['O', 'On', 'Onc', 'Once']) {
      history = commit(history, { type: 'editText', segmentId: 0, text, session: 1 });
    }
    history = commit(history, { type: 'editText', segmentId: 0, text: 'Once more', session: 2 });
    expect(history.past).toHaveLength(2);
    expect(texts(undo(history))).toEqual(['Once', 'one']);
    expect(undo(undo(history)).present).toBe(document);
  });

  it('drops a session that typed its way back to where it began', () => {
    let history = commit(startHistory(document), { type: 'editText', segmentId: 0, text: 'On', session: 1 });
    history = commit(history, { type: 'editText', segmentId: 0, text: 'One', session: 1 });
    expect(history.present).toBe(document);
    expect(history.past).toHaveLength(0);
  });

  it('replaces every match in one step', () => {
    const replaced = commit(startHistory(document), {
      type: 'replaceAll',
      query: 'ONE',
      replacement: 'three',
    });
    expect(texts(replaced)).toEqual(['three', 'three']);
    expect(undo(replaced).present).toBe(document);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let history = startHistory(document);
    for (let step = 0; step <= HISTORY_LIMIT + 10; step++) {
      history = commit(history, { type: 'editText', segmentId: 0, text: `Step ${step}`, session: step });
    }
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    let undone = history;
    while (undone.past.length > 0) undone = undo(undone);
    expect(texts(undone)[0]).toBe('Step 10');
  });

  it('forgets what could be redone once something new is done', () => {
    const edited = commit(startHistory(document), {
      type: 'editText',
      segmentId: 0,
      text: 'Two',
      session: 1,
    });
    const branched = commit(undo(edited), { type: 'mergeWithNext', segmentId: 0 });
    expect(branched.future).toEqual([]);
    expect(redo(branched)).toBe(branched);
  });
});
