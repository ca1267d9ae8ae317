import type { TTranscriptSegment } from '@whispy/contracts';
import type { transcriptions } from '../../db/schema.js';
import { speakersOf, type Translate } from '../transcriptions/index.js';

/** What every export format reads: the saved (edited) transcript with the speakers' current names. */
export interface TranscriptDocument {
  name: string;
  language: string;
  duration: number | null;
  speakers: { id: string; name: string }[];
  segments: TTranscriptSegment[];
}

export interface ExportOptions {
  timestamps: boolean;
  speakers: boolean;
}

export function documentOf(row: typeof transcriptions.$inferSelect, t: Translate): TranscriptDocument {
  return {
    name: row.name,
    language: row.detectedLanguage ?? row.language,
    duration: row.duration,
    speakers: speakersOf(row, t),
    segments: row.segments ?? [],
  };
}

/** The display name of a speaker label; null when the transcript has no speakers. */
export function speakerName(document: TranscriptDocument, label: string | null): string | null {
  if (label === null) return null;
  return document.speakers.find((speaker) => speaker.id === label)?.name ?? label;
}
