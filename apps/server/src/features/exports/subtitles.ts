import type { TranscriptionRow } from '../transcriptions/index.js';
import { documentOf, type Reader } from './document.js';
import { toSrt } from './srt.js';
import { toVtt } from './vtt.js';

/** The saved transcript as subtitles, without speaker names (as a plain download writes them). */
export function subtitlesOf(row: TranscriptionRow, reader: Reader, format: 'srt' | 'vtt'): string {
  const document = documentOf(row, reader);
  return format === 'srt' ? toSrt(document) : toVtt(document, { speakers: false, timestamps: false });
}
