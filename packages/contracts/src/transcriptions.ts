import { z } from 'zod';
import { ZTranscriptSegment, ZTranscriptWord } from './engine.js';
import { ZPartialSegment } from './partial-transcripts.js';
import { ZVocabulary } from './vocabulary.js';

/** Spec §4: the lifecycle of a transcription, in order; `expired` may follow any unfinished state. */
export const TRANSCRIPTION_STATUSES = [
  'waiting',
  'uploading',
  'validating',
  'pending',
  'queued',
  'preparing',
  'processing',
  'completed',
  'failed',
  'expired',
] as const;
export const ZTranscriptionStatus = z.enum(TRANSCRIPTION_STATUSES);
export type TTranscriptionStatus = z.infer<typeof ZTranscriptionStatus>;

/**
 * Where each status may go (DESIGN.md, "Transcription lifecycle"). Running work (`preparing`,
 * `processing`) goes back to `queued` when its worker dies or the engine shuts down, and is never
 * expired while it runs: only work that is still waiting expires. The status groups below are read
 * from this table, so a new status or transition changes them in one place.
 */
export const TRANSCRIPTION_TRANSITIONS: Readonly<
  Record<TTranscriptionStatus, readonly TTranscriptionStatus[]>
> = {
  waiting: ['uploading', 'failed', 'expired'],
  uploading: ['validating', 'failed', 'expired'],
  validating: ['pending', 'failed', 'expired'],
  pending: ['queued', 'failed', 'expired'],
  queued: ['preparing', 'failed', 'expired'],
  preparing: ['processing', 'queued', 'failed'],
  processing: ['completed', 'queued', 'failed'],
  completed: [],
  failed: [],
  expired: [],
};

/** The statuses a transcription may be in to move to `to`. */
export const sourcesOf = (to: TTranscriptionStatus) =>
  TRANSCRIPTION_STATUSES.filter((from) => TRANSCRIPTION_TRANSITIONS[from].includes(to));

/** States nothing follows. */
export const FINAL_STATUSES = TRANSCRIPTION_STATUSES.filter(
  (status) => TRANSCRIPTION_TRANSITIONS[status].length === 0,
);
/** States from which work can still go on. */
export const UNFINISHED_STATUSES = TRANSCRIPTION_STATUSES.filter(
  (status) => !FINAL_STATUSES.includes(status),
);
/** Work that is still waiting for something (an upload, a check, minutes, a worker): it may expire. */
export const EXPIRABLE_STATUSES = sourcesOf('expired');
/** Work an engine holds: it goes back to the queue when its worker is lost, and never expires. */
export const RUNNING_STATUSES = sourcesOf('queued').filter((status) => !EXPIRABLE_STATUSES.includes(status));

/** Spec §3, slowest last. Each engine is a Whisper size: tiny, base, small, medium, large-v3. */
export const ENGINE_NAMES = [
  'whispy-tiny',
  'whispy-base',
  'whispy-small',
  'whispy-medium',
  'whispy-large',
] as const;
export const ZEngineName = z.enum(ENGINE_NAMES);
export type TEngineName = z.infer<typeof ZEngineName>;

/**
 * The languages Whisper transcribes (ISO 639-1, plus `haw`, `yue`), the UI languages first. `auto` lets
 * the engine detect the language from the first 30 seconds.
 */
// biome-ignore format: a grid of codes reads better than one per line
export const WHISPER_LANGUAGES = [
  'en', 'es', 'ja', 'af', 'am', 'ar', 'as', 'az', 'ba', 'be', 'bg', 'bn', 'bo', 'br', 'bs', 'ca', 'cs',
  'cy', 'da', 'de', 'el', 'et', 'eu', 'fa', 'fi', 'fo', 'fr', 'gl', 'gu', 'ha', 'haw', 'he', 'hi', 'hr',
  'ht', 'hu', 'hy', 'id', 'is', 'it', 'jw', 'ka', 'kk', 'km', 'kn', 'ko', 'la', 'lb', 'ln', 'lo', 'lt',
  'lv', 'mg', 'mi', 'mk', 'ml', 'mn', 'mr', 'ms', 'mt', 'my', 'ne', 'nl', 'nn', 'no', 'oc', 'pa', 'pl',
  'ps', 'pt', 'ro', 'ru', 'sa', 'sd', 'si', 'sk', 'sl', 'sn', 'so', 'sq', 'sr', 'su', 'sv', 'sw', 'ta',
  'te', 'tg', 'th', 'tk', 'tl', 'tr', 'tt', 'uk', 'ur', 'uz', 'vi', 'yi', 'yo', 'yue', 'zh',
] as const;
export const ZTranscriptionLanguage = z.enum(['auto', ...WHISPER_LANGUAGES]);
export type TTranscriptionLanguage = z.infer<typeof ZTranscriptionLanguage>;

/** The most speakers a recording can be told to have. */
export const MAX_SPEAKERS = 20;
const ZSpeakerCount = z.number().int().min(1).max(MAX_SPEAKERS).nullable();

/** `POST transcriptions`: the row is created in `waiting`; the file follows through `upload_url`. */
/** How to transcribe, whatever brings the media: an upload, a link. */
const ZTranscriptionOptions = z.object({
  language: ZTranscriptionLanguage.default('auto'),
  engine: ZEngineName,
  diarization: z.boolean().default(false),
  /**
   * With diarization, the fewest and the most speakers to find (the same number: exactly that many);
   * null lets the engine count them. Ignored without diarization.
   */
  min_speakers: ZSpeakerCount.default(null),
  max_speakers: ZSpeakerCount.default(null),
  /** false: the media is deleted as soon as the transcript is saved. */
  keepData: z.boolean().default(true),
  /** Whisper's translation: any spoken language becomes English text with timings (ADR 030). */
  translate: z.boolean().default(false),
  /** Names and terms to spell as given (ADR 032); left out: the workspace's glossary. */
  vocabulary: ZVocabulary.optional(),
});

/** The most speakers asked for are no fewer than the fewest. */
const withSpeakerRangeInOrder = <
  T extends z.ZodType<{ min_speakers: number | null; max_speakers: number | null }>,
>(
  schema: T,
) =>
  schema.refine(
    ({ min_speakers, max_speakers }) =>
      min_speakers === null || max_speakers === null || min_speakers <= max_speakers,
    { path: ['max_speakers'], message: 'transcriptions.speaker_range' },
  );

export const ZCreateTranscription = withSpeakerRangeInOrder(
  ZTranscriptionOptions.extend({ name: z.string().trim().min(1).max(200) }),
);
export type TCreateTranscription = z.input<typeof ZCreateTranscription>;

/**
 * `POST transcriptions/from-link` (ADR 034): a direct http(s) link to an audio or video file, fetched by
 * the server. The name comes from the answer (Content-Disposition) or the link.
 */
export const ZMediaLink = z
  .url({ protocol: /^https?$/, normalize: true })
  .max(2048)
  // Checks go on after the URL check failed: what is not a URL was refused by it already.
  .refine((link) => {
    if (!URL.canParse(link)) return true;
    const { username, password } = new URL(link);
    return !username && !password;
  }, 'transcriptions.link_credentials');

export const ZCreateFromLink = withSpeakerRangeInOrder(ZTranscriptionOptions.extend({ url: ZMediaLink }));
export type TCreateFromLink = z.input<typeof ZCreateFromLink>;

/** `POST transcriptions/{id}/run-again`: the engine and language of the new run; the rest is the original's. */
export const ZRunTranscriptionAgain = z
  .object({ engine: ZEngineName, language: ZTranscriptionLanguage })
  .strict();
export type TRunTranscriptionAgain = z.infer<typeof ZRunTranscriptionAgain>;

export const ZCreatedTranscription = z.object({
  id: z.string(),
  /** The tus endpoint of this transcription: create the upload there (tus `POST`), then `PATCH` it. */
  upload_url: z.string(),
});
export type TCreatedTranscription = z.infer<typeof ZCreatedTranscription>;

/**
 * A microphone recording whose upload (of a length not yet declared) was left unfinished: the tab closed,
 * the browser crashed. The server has everything up to the last chunk it took (ADR 033).
 */
export const ZUnfinishedRecording = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO 8601: when its first bytes began to arrive. */
  started_at: z.string(),
  /** Bytes the server holds: what Transcribe would take. */
  saved_bytes: z.number().int().nonnegative(),
});
export type TUnfinishedRecording = z.infer<typeof ZUnfinishedRecording>;

export const ZSpeaker = z.object({
  /** The engine's label, stable across renames (`SPEAKER_00`). */
  id: z.string(),
  name: z.string(),
});
export type TSpeaker = z.infer<typeof ZSpeaker>;

/** A speaker as a transcription shows it. */
export const ZTranscriptionSpeaker = ZSpeaker.extend({
  /**
   * The name came from a voice profile when the transcription completed and is unchanged since: the
   * reader may undo it (`DELETE transcriptions/{id}/speakers/{speaker}/recognition`).
   */
  recognised: z.boolean(),
});
export type TTranscriptionSpeaker = z.infer<typeof ZTranscriptionSpeaker>;

/**
 * Why a transcription covers only the start of its recording: the trial's minutes per file, the longest
 * recording accepted, or the minutes the workspace had left when it was queued.
 */
export const ZTranscriptionLimit = z.enum(['trial', 'file_length', 'minutes']);
export type TTranscriptionLimit = z.infer<typeof ZTranscriptionLimit>;

export const ZTranscription = z.object({
  id: z.string(),
  name: z.string(),
  status: ZTranscriptionStatus,
  /** 0..1 within the current status; 1 when completed. */
  progress: z.number().min(0).max(1),
  /**
   * While processing: the seconds it is expected to take still, from the speed measured so far; null
   * before there is enough to measure, and in every other status.
   */
  remaining_seconds: z.number().min(0).nullable(),
  /** Of the media, in seconds; null until the upload has been probed. */
  duration: z.number().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  public: z.boolean(),
  /** As asked: `auto` or a language code. */
  language: ZTranscriptionLanguage,
  /** What the engine found or was told; null until transcribed. */
  detected_language: z.string().nullable(),
  engine: ZEngineName,
  /**
   * The Whisper model that transcribed it (`tiny.en`, `base`…); null until transcribed. Another engine's
   * model when the chosen engine lacked the language's model on this server (automatic language).
   */
  model: z.string().nullable(),
  diarization: z.boolean(),
  /** The speaker count asked for; null where the engine counts them (or without diarization). */
  min_speakers: ZSpeakerCount,
  max_speakers: ZSpeakerCount,
  /** The names and terms passed to the engine (ADR 032); empty for a reader outside its workspace. */
  vocabulary: z.array(z.string()),
  keepData: z.boolean(),
  /** The text is Whisper's English translation of the speech (`detected_language` is what was spoken). */
  translate: z.boolean(),
  /** "Uploaded by". */
  owner: z.object({ id: z.string(), name: z.string() }),
  speakers: z.array(ZTranscriptionSpeaker),
  /** Why it failed, in the reader's language; null unless `failed` or `expired`. */
  failure: z.string().nullable(),
  /** Only the first `transcribed_seconds` were transcribed, for the reason `truncated_by` gives. */
  truncated: z.boolean(),
  truncated_by: ZTranscriptionLimit.nullable(),
  transcribed_seconds: z.number().nullable(),
  /** Whether the uploaded media is still stored (false once expired, deleted, or not kept). */
  media_available: z.boolean(),
  /** The server fetches (or fetched) the media from a link (ADR 034): `waiting`/`uploading` mean "fetching". */
  from_link: z.boolean(),
  /** When unfinished work is given up; null once finished. */
  expires_at: z.iso.datetime().nullable(),
  /** Is the caller's workspace the owner (so it may edit)? */
  editable: z.boolean(),
  /** Goes up with every saved change to the transcript or its speakers; a save names the version it edits. */
  version: z.number().int().min(1),
});
export type TTranscription = z.infer<typeof ZTranscription>;

export const ZTranscriptionDetail = ZTranscription.extend({
  /** null until completed. */
  segments: z.array(ZTranscriptSegment).nullable(),
  /**
   * While processing: the segments done so far, without speakers (the completed transcript replaces
   * them); null in every other status.
   */
  partial_segments: z.array(ZPartialSegment).nullable(),
});
export type TTranscriptionDetail = z.infer<typeof ZTranscriptionDetail>;

/** Bounds of an edited transcript: a 3-hour recording has about 30,000 words in 2,000 segments. */
export const TRANSCRIPT_LIMITS = {
  segments: 20_000,
  wordsPerSegment: 2_000,
  textLength: 20_000,
  speakers: 50,
  /** An engine's label (`SPEAKER_00`) or one the editor made up; also bounds the id in a route's path. */
  speakerId: 100,
  speakerName: 100,
} as const;

/** A speaker id a client sends. */
export const ZSpeakerId = z.string().min(1).max(TRANSCRIPT_LIMITS.speakerId);

/** A speaker's name as a client sends it: one line, as it heads the speaker's lines in exports. */
const ZSpeakerName = z
  .string()
  .trim()
  .min(1)
  .max(TRANSCRIPT_LIMITS.speakerName)
  .refine((name) => !/\p{Cc}/u.test(name), 'transcriptions.speaker_name_control_characters');

export const ZUpdateTranscription = z
  .object({
    name: z.string().trim().min(1).max(200),
    public: z.boolean(),
    /** Renames by speaker id; ids the transcript does not have are refused. */
    speakers: z.record(ZSpeakerId, ZSpeakerName),
  })
  .partial()
  .strict();
export type TUpdateTranscription = z.infer<typeof ZUpdateTranscription>;

const ZEditedWord = ZTranscriptWord.extend({ text: z.string().max(TRANSCRIPT_LIMITS.textLength) });

/** A segment as the editor saves it: its words are the truth, the server derives `text` from them. */
export const ZEditedSegment = ZTranscriptSegment.extend({
  speaker: ZSpeakerId.nullable(),
  text: z.string().max(TRANSCRIPT_LIMITS.textLength),
  words: z.array(ZEditedWord).max(TRANSCRIPT_LIMITS.wordsPerSegment),
}).refine((segment) => segment.start <= segment.end, { message: 'start must not be after end' });

/**
 * `PUT transcriptions/{id}/transcript`: the whole edited transcript and its speakers. Refused with 409
 * when `version` is not the saved one, that is when someone else saved in between.
 */
export const ZSaveTranscript = z
  .object({
    version: z.number().int().min(1),
    /** Every speaker the segments name (renamed, or added to move a segment to a new speaker). */
    speakers: z
      .array(ZSpeaker.extend({ id: ZSpeakerId, name: ZSpeakerName }))
      .max(TRANSCRIPT_LIMITS.speakers),
    segments: z.array(ZEditedSegment).max(TRANSCRIPT_LIMITS.segments),
  })
  .strict();
export type TSaveTranscript = z.infer<typeof ZSaveTranscript>;

/**
 * `GET transcriptions/{id}/peaks`: the waveform, so the player need not decode hours of audio in the
 * browser. Each peak is the loudest absolute sample of its slice of time, 0..1.
 */
export const ZMediaPeaks = z.object({
  duration: z.number(),
  peaks_per_second: z.number(),
  peaks: z.array(z.number().min(0).max(1)),
});
export type TMediaPeaks = z.infer<typeof ZMediaPeaks>;

export const TRANSCRIPTION_SORTS = ['created_at', 'name', 'duration', 'status'] as const;

/** Far past any real list, and small enough that page × per_page stays an exact integer. */
const MAX_LIST_PAGE = 100_000;

/** `GET transcriptions` and `GET public_transcriptions` query. */
export const ZTranscriptionListQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_LIST_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
  sort: z.enum(TRANSCRIPTION_SORTS).default('created_at'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  status: ZTranscriptionStatus.optional(),
  search: z.string().trim().max(200).optional(),
});
export type TTranscriptionListQuery = z.input<typeof ZTranscriptionListQuery>;
/** The query with its defaults filled in, as the server reads it. */
export type TTranscriptionListParams = z.output<typeof ZTranscriptionListQuery>;

/** A page of a list: "Showing {from} to {to} of {count}" (from/to are 1-based, 0 when empty). */
export const ZPage = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    from: z.number().int(),
    to: z.number().int(),
    count: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });
export type TPage<T> = {
  data: T[];
  from: number;
  to: number;
  count: number;
  page: number;
  per_page: number;
};

/** `GET transcriptions/limits`: upload limits and the caller's trial and minutes. */
export const ZTranscriptionLimits = z.object({
  max_file_bytes: z.number().int(),
  /** Files above this size get the advice to compress them (they are still accepted). */
  large_file_bytes: z.number().int(),
  max_file_minutes: z.number(),
  max_files_per_batch: z.number().int(),
  /** Whether this server sells plans: otherwise only its administrator can lift a limit. */
  can_subscribe: z.boolean(),
  /** null: the workspace is subscribed or a demo, or the server has no trial, so no trial limits apply. */
  trial: z
    .object({
      /** null: any number of transcriptions. */
      transcriptions_allowed: z.number().int().nullable(),
      transcriptions_used: z.number().int(),
      /** Longer files are accepted; only this many minutes of each are transcribed. null: not cut. */
      minutes_per_transcription: z.number().nullable(),
    })
    .nullable(),
  /** Minutes left to transcribe; null when unlimited. Work waits in `pending` at zero. */
  minutes_available: z.number().nullable(),
  /**
   * The media the workspace may keep stored (kept recordings, uploads under way, work not yet done) and
   * what it keeps; an upload past the quota is refused. null: no quota.
   */
  storage: z.object({ quota_bytes: z.number().int(), used_bytes: z.number().int() }).nullable(),
});
export type TTranscriptionLimits = z.infer<typeof ZTranscriptionLimits>;
