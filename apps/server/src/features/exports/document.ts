import type { TExportOptions, TTranscriptSegment } from '@whispy/contracts';
import type { transcriptions } from '../../db/schema.js';
import type { Language } from '../../i18n/index.js';
import { speakersOf, type Translate } from '../transcriptions/index.js';
import { clock } from './clock.js';
import { oneLine } from './one-line.js';

/** What every export format reads: the saved (edited) transcript with the speakers' current names. */
export interface TranscriptDocument {
  name: string;
  /** Of the text: English for a translation. */
  language: string;
  /** What was spoken, when the text is Whisper's English translation of it (ADR 030); else null. */
  translatedFrom: string | null;
  duration: number | null;
  speakers: { id: string; name: string }[];
  segments: TTranscriptSegment[];
  /** Language, duration and speakers, worded for the reader: the header of DOCX and PDF. */
  details: { label: string; value: string }[];
}

/** What a download leaves out, as its query says (`@whispy/contracts`' `ZDownloadQuery`). */
export type ExportOptions = TExportOptions;

/** Whoever downloads: the export speaks their language (a request is one). */
export interface Reader {
  language: Language;
  t: Translate;
}

export function documentOf(row: typeof transcriptions.$inferSelect, reader: Reader): TranscriptDocument {
  const spoken = row.detectedLanguage ?? row.language;
  const language = row.translate ? 'en' : spoken;
  const speakers = speakersOf(row, reader.t);
  const details = [
    {
      label: reader.t('exports.details.language'),
      value: row.translate
        ? reader.t({
            id: 'exports.details.translated',
            params: { language: languageName(spoken, reader.language) },
          })
        : languageName(language, reader.language),
    },
    row.duration === null
      ? null
      : { label: reader.t('exports.details.duration'), value: clock(row.duration) },
    speakers.length === 0
      ? null
      : {
          label: reader.t('exports.details.speakers'),
          value: new Intl.ListFormat(reader.language).format(speakers.map((speaker) => speaker.name)),
        },
  ];
  return {
    name: row.name,
    language,
    translatedFrom: row.translate ? spoken : null,
    duration: row.duration,
    speakers,
    segments: row.segments ?? [],
    details: details.filter((detail) => detail !== null),
  };
}

/** "Japanese" for `ja` in English, "japonés" in Spanish; a code Intl does not know stays as it is. */
function languageName(code: string, reader: Language): string {
  return new Intl.DisplayNames([reader], { type: 'language', fallback: 'code' }).of(code) ?? code;
}

/**
 * The display name of a speaker label, on one line: it labels a paragraph or a cue, which a line break
 * in it would split. Null when the transcript has no speakers.
 */
export function speakerName(document: TranscriptDocument, label: string | null): string | null {
  if (label === null) return null;
  return oneLine(document.speakers.find((speaker) => speaker.id === label)?.name ?? label).trim();
}
