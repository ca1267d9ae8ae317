import type { TPage, TTranscription, TTranscriptionDetail, TTranscriptSegment } from '@whispy/contracts';

/** A transcription as the API lists it; each test states only what matters to it. */
export function makeTranscription(overrides: Partial<TTranscription> = {}): TTranscription {
  return {
    id: 't1',
    name: 'Team meeting',
    status: 'completed',
    progress: 1,
    remaining_seconds: null,
    duration: 754,
    created_at: '2025-03-04T14:05:00.000Z',
    updated_at: '2025-03-04T14:09:00.000Z',
    public: false,
    language: 'auto',
    detected_language: 'en',
    engine: 'whispy-small',
    model: 'small',
    diarization: false,
    min_speakers: null,
    max_speakers: null,
    vocabulary: [],
    keepData: true,
    translate: false,
    owner: { id: 'u1', name: 'Ada Lovelace' },
    speakers: [],
    failure: null,
    truncated: false,
    truncated_by: null,
    transcribed_seconds: 754,
    media_available: true,
    from_link: false,
    expires_at: null,
    editable: true,
    version: 1,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<TTranscriptionDetail> = {}): TTranscriptionDetail {
  return { ...makeTranscription(), segments: [], partial_segments: null, ...overrides };
}

export function pageOf(rows: TTranscription[], overrides: Partial<TPage<TTranscription>> = {}) {
  return {
    data: rows,
    from: rows.length ? 1 : 0,
    to: rows.length,
    count: rows.length,
    page: 1,
    per_page: 15,
    ...overrides,
  };
}

/** A segment from its words as [text, start, end]; text and times follow from the words. */
export function makeSegment(
  id: number,
  words: ReadonlyArray<readonly [string, number, number]>,
  speaker: string | null = null,
): TTranscriptSegment {
  const made = words.map(([text, start, end]) => ({ text, start, end, probability: 0.9, speaker }));
  return {
    id,
    start: made[0]?.start ?? 0,
    end: made.at(-1)?.end ?? 0,
    text: made.map((word) => word.text).join(''),
    speaker,
    words: made,
  };
}
