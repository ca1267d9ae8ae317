import { TRANSCRIPT_LIMITS, type TSaveTranscript, type TTranscriptSegment } from '@whispy/contracts';
import type { FieldErrors } from '../../domain/refusal.js';
import type { Message } from '../../i18n/index.js';

/** Media containers round their duration; a segment may end this far past it. */
const DURATION_SLACK_S = 1;
/** Word timings come from a model and are edited by hand: a word may overhang its segment this much. */
const WORD_SLACK_S = 0.05;
/** A broken editor can send thousands of errors; the first few are enough to find the fault. */
const MAX_ERRORS = 20;

/**
 * A segment's text as it is stored: its words joined as Whisper writes them (each word carries its own
 * leading space), so exports and the editor read the same text; a segment without words keeps its own.
 */
const storedTextOf = (segment: TSaveTranscript['segments'][number]) =>
  segment.words.length ? segment.words.map((word) => word.text).join('') : segment.text;

/**
 * What the schema cannot see: speakers named but not listed, repeated ids, segments out of order, times
 * outside the recording, words outside their segment, words whose text together is longer than a
 * segment's text may be (the schema bounds each word and the text sent, not the text stored). Keys name
 * the offending entry the way request validation does (`segments.3.words.2`); null when the transcript
 * can be saved.
 */
export function transcriptErrors(input: TSaveTranscript, duration: number | null): FieldErrors | null {
  const errors: FieldErrors = {};
  let count = 0;
  const report = (field: string, message: Message) => {
    if (count++ < MAX_ERRORS) errors[field] = [...(errors[field] ?? []), message];
  };

  const speakers = new Set<string>();
  input.speakers.forEach((speaker, index) => {
    if (speakers.has(speaker.id))
      report(`speakers.${index}.id`, { id: 'transcriptions.edit.speaker_repeated' });
    speakers.add(speaker.id);
  });

  const latest = duration === null ? Number.POSITIVE_INFINITY : duration + DURATION_SLACK_S;
  const inRecording = (seconds: number) => Number.isFinite(seconds) && seconds >= 0 && seconds <= latest;
  const outOfRange: Message = { id: 'transcriptions.edit.time_out_of_range' };
  const segmentIds = new Set<number>();
  let previousStart = 0;
  input.segments.forEach((segment, index) => {
    const field = `segments.${index}`;
    if (segmentIds.has(segment.id)) report(`${field}.id`, { id: 'transcriptions.edit.segment_repeated' });
    segmentIds.add(segment.id);
    if (segment.speaker !== null && !speakers.has(segment.speaker)) {
      report(`${field}.speaker`, { id: 'transcriptions.speaker_unknown', params: { ids: segment.speaker } });
    }
    if (!inRecording(segment.start)) report(`${field}.start`, outOfRange);
    else if (segment.start < previousStart)
      report(`${field}.start`, { id: 'transcriptions.edit.segment_out_of_order' });
    if (!inRecording(segment.end)) report(`${field}.end`, outOfRange);
    if (storedTextOf(segment).length > TRANSCRIPT_LIMITS.textLength)
      report(`${field}.text`, { id: 'field.too_long', params: { maximum: TRANSCRIPT_LIMITS.textLength } });
    previousStart = Math.max(previousStart, segment.start);
    segment.words.forEach((word, wordIndex) => {
      const inside =
        word.start <= word.end &&
        word.start >= segment.start - WORD_SLACK_S &&
        word.end <= segment.end + WORD_SLACK_S;
      if (!inside) report(`${field}.words.${wordIndex}`, { id: 'transcriptions.edit.word_outside_segment' });
    });
  });
  return count ? errors : null;
}

/**
 * The transcript as it is stored, each segment with its stored text. A segment has one speaker, so its
 * words take it. Speakers are listed in order of first appearance, and those no segment names any more
 * are dropped.
 */
export function savedTranscriptOf(input: TSaveTranscript) {
  const segments: TTranscriptSegment[] = input.segments.map((segment) => {
    const words = segment.words.map((word) => ({ ...word, speaker: segment.speaker }));
    return { ...segment, text: storedTextOf(segment), words };
  });
  const speakerLabels = [
    ...new Set(segments.flatMap((segment) => (segment.speaker === null ? [] : [segment.speaker]))),
  ];
  const names = new Map(input.speakers.map((speaker) => [speaker.id, speaker.name]));
  const speakerNames = Object.fromEntries(speakerLabels.map((label) => [label, names.get(label) ?? label]));
  return { segments, speakerLabels, speakerNames };
}
