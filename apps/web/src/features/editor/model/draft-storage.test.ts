import { makeSegment } from '../../../test/transcription-fixture';
import { readDraft, removeDraft, writeDraft } from './draft-storage';

const draft = {
  version: 3,
  savedAt: '2025-03-04T14:05:00.000Z',
  document: { speakers: [], segments: [makeSegment(0, [[' Hi.', 0, 1]])] },
};

afterEach(() => window.localStorage.clear());

describe('drafts in this browser', () => {
  it('are kept per transcription until removed', () => {
    writeDraft('t1', draft);
    expect(readDraft('t1')).toEqual(draft);
    expect(readDraft('t2')).toBeNull();
    removeDraft('t1');
    expect(readDraft('t1')).toBeNull();
  });

  it('are ignored when unreadable', () => {
    window.localStorage.setItem('whispy.transcript-draft.t1', '{"version":');
    expect(readDraft('t1')).toBeNull();
    window.localStorage.setItem('whispy.transcript-draft.t1', JSON.stringify({ ...draft, version: 'x' }));
    expect(readDraft('t1')).toBeNull();
  });
});
