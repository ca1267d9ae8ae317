import { deflateSync } from 'node:zlib';
import { paragraphText, type TTranscriptSegment } from '@whispy/contracts';
import { type Reader, subtitlesOf } from '../exports/index.js';
import type { TranscriptionRow } from '../transcriptions/index.js';
import type { SpeechRequest } from './speech-request.js';

const CONTENT_TYPES = {
  json: 'application/json',
  verbose_json: 'application/json',
  text: 'text/plain; charset=utf-8',
  srt: 'text/plain; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
} as const;

/** "english" for `en`: OpenAI names the language in full, in lower case. */
const languageName = (code: string) =>
  (new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' }).of(code) ?? code).toLowerCase();

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * A segment in OpenAI's verbose shape. Whisper's decoding statistics are not kept per segment, so they
 * are derived from what is (ADR 030): the mean log probability of its words, the compression ratio of
 * its text; the segment was heard as speech (no_speech_prob 0) and its tokens are not exposed.
 */
function verboseSegment(segment: TTranscriptSegment, index: number, temperature: number) {
  const text = segment.text.trim();
  const logs = segment.words.map((word) => Math.log(Math.max(word.probability, 1e-6)));
  const bytes = Buffer.byteLength(text);
  return {
    id: index,
    seek: 0,
    start: segment.start,
    end: segment.end,
    text,
    tokens: [] as number[],
    temperature,
    avg_logprob: logs.length ? round(logs.reduce((sum, log) => sum + log, 0) / logs.length) : 0,
    compression_ratio: bytes ? round(bytes / deflateSync(text).length) : 0,
    no_speech_prob: 0,
  };
}

/** The answer to a completed speech request in the format it asked for: a content type and a body. */
export function speechAnswer(row: TranscriptionRow, request: SpeechRequest, reader: Reader) {
  const segments = row.segments ?? [];
  // Spaced as the words are, as in the app's exports: Japanese sentences run on without a space.
  const text = paragraphText(segments);
  const type = CONTENT_TYPES[request.responseFormat];
  switch (request.responseFormat) {
    case 'json':
      return { type, body: { text } };
    case 'text':
      return { type, body: `${text}\n` };
    case 'srt':
    case 'vtt':
      return { type, body: subtitlesOf(row, reader, request.responseFormat) };
    case 'verbose_json':
      return {
        type,
        body: {
          task: request.task,
          language: languageName(request.task === 'translate' ? 'en' : (row.detectedLanguage ?? 'en')),
          duration: row.transcribedSeconds ?? row.duration ?? 0,
          text,
          ...(request.segments && {
            segments: segments.map((segment, index) => verboseSegment(segment, index, request.temperature)),
          }),
          ...(request.words && {
            words: segments.flatMap((segment) =>
              segment.words.map((word) => ({ word: word.text.trim(), start: word.start, end: word.end })),
            ),
          }),
        },
      };
  }
}
