import { z } from 'zod';

// The speech engine's JSON-lines protocol (engine/README.md, "Worker protocol"). Objects are not strict:
// fields a newer engine adds are dropped, not rejected, so the server and the engine can be upgraded apart.

/** Codes of a failed engine request; `worker_crashed` and `engine_closed` come from the Node side. */
export const ZEngineErrorCode = z.enum([
  'bad_request',
  'input_not_found',
  'not_media',
  'corrupt_media',
  'no_audio',
  'unknown_engine',
  'unknown_language',
  'model_missing',
  'model_corrupt',
  'download_failed',
  'internal',
  // The worker process exited, or never became ready, while it held the request.
  'worker_crashed',
  // The pool was closed before the request could finish.
  'engine_closed',
]);
export type TEngineErrorCode = z.infer<typeof ZEngineErrorCode>;

export const ZTranscriptWord = z.object({
  text: z.string(),
  start: z.number(),
  end: z.number(),
  probability: z.number(),
  speaker: z.string().nullable(),
});
export type TTranscriptWord = z.infer<typeof ZTranscriptWord>;

/** Times are seconds from the start of the media; with diarization a segment has exactly one speaker. */
export const ZTranscriptSegment = z.object({
  id: z.number().int(),
  start: z.number(),
  end: z.number(),
  text: z.string(),
  speaker: z.string().nullable(),
  words: z.array(ZTranscriptWord),
});
export type TTranscriptSegment = z.infer<typeof ZTranscriptSegment>;

/** Numbers a voice embedding has (CAM++). */
export const VOICE_EMBEDDING_SIZE = 192;

/**
 * One speaker's voice as the engine heard it: the unit-length average of its voice vectors. Numbers about
 * a voice, never audio; what voice profiles are saved from and compared with (ADR 018).
 */
export const ZSpeakerVoice = z.object({
  speaker: z.string(),
  embedding: z.array(z.number()).length(VOICE_EMBEDDING_SIZE),
});
export type TSpeakerVoice = z.infer<typeof ZSpeakerVoice>;

export const ZTranscript = z.object({
  engine: z.string(),
  model: z.string(),
  language: z.string(),
  language_probability: z.number(),
  language_source: z.enum(['given', 'detected']),
  /** Of the media, in seconds. */
  duration: z.number(),
  /** Audio actually transcribed: less than `duration` when `max_seconds` cut it short. */
  transcribed_seconds: z.number(),
  truncated: z.boolean(),
  max_seconds: z.number().nullable(),
  /** Empty without diarization. */
  speakers: z.array(z.string()),
  /** With diarization, the voice of each speaker that spoke long enough alone; an older engine sends none. */
  voices: z.array(ZSpeakerVoice).default([]),
  /** For example: the media ended early (a truncated file transcribed as far as it goes). */
  warnings: z.array(z.string()),
  segments: z.array(ZTranscriptSegment),
});
export type TTranscript = z.infer<typeof ZTranscript>;

export const ZMediaStream = z.object({
  index: z.number().int(),
  kind: z.string(),
  codec: z.string().nullable(),
  channels: z.number().int().nullable(),
  sample_rate: z.number().int().nullable(),
});
export type TMediaStream = z.infer<typeof ZMediaStream>;

/** What a probe learns from container headers, without decoding. */
export const ZMediaInfo = z.object({
  format: z.string(),
  duration: z.number().nullable(),
  has_audio: z.boolean(),
  size_bytes: z.number().int(),
  streams: z.array(ZMediaStream),
});
export type TMediaInfo = z.infer<typeof ZMediaInfo>;

export const ZEngineModel = z.object({
  model: z.string(),
  english_only: z.boolean(),
  installed: z.boolean(),
  size_bytes: z.number().int(),
});
export type TEngineModel = z.infer<typeof ZEngineModel>;

export const ZEngineInfo = z.object({
  engine: z.string(),
  /** Some model of the engine is installed (the English-only one counts). */
  installed: z.boolean(),
  /** The multilingual model is installed, so every language works. */
  multilingual: z.boolean(),
  models: z.array(ZEngineModel),
});
export type TEngineInfo = z.infer<typeof ZEngineInfo>;

export const ZEngines = z.object({
  engines: z.array(ZEngineInfo),
  speaker_detection: z.object({ installed: z.boolean() }),
});
export type TEngines = z.infer<typeof ZEngines>;

/** The longest prompt, in characters; only its last 223 tokens reach Whisper (ADR 030). */
export const MAX_PROMPT_CHARS = 4000;

export const ZTranscribeOptions = z.object({
  /** Engine name, whispy-tiny … whispy-large; the engine rejects others with `unknown_engine`. */
  model: z.string().min(1),
  /** `auto`, or a Whisper language code. */
  language: z.string().min(1).default('auto'),
  diarize: z.boolean().default(false),
  min_speakers: z.number().int().positive().nullable().default(null),
  max_speakers: z.number().int().positive().nullable().default(null),
  /**
   * Decode at most this much audio, whatever the headers claim: the server always sets it (the smallest of
   * the trial cut, the longest file accepted and the minutes the workspace has).
   */
  max_seconds: z.number().positive(),
  /** Forced on by the engine when `diarize` is true. */
  word_timestamps: z.boolean().default(true),
  /** Whisper's task: `translate` writes English whatever is spoken (only multilingual models translate). */
  task: z.enum(['transcribe', 'translate']).default('transcribe'),
  /** Names and terms to spell as given, passed to Whisper as hotwords (ADR 032). */
  vocabulary: z.array(z.string()).default([]),
  /** Text the speech continues, in the spelling and style to keep: Whisper's initial prompt (ADR 030). */
  prompt: z.string().max(MAX_PROMPT_CHARS).nullable().default(null),
  /** Where Whisper's fallback schedule (0, 0.2, … 1.0) starts; 0 keeps all of it (ADR 030). */
  temperature: z.number().min(0).max(1).default(0),
});
export type TTranscribeOptions = z.input<typeof ZTranscribeOptions>;

const ZRequestId = z.union([z.string(), z.number().int()]);

export const ZEngineRequest = z.discriminatedUnion('op', [
  ZTranscribeOptions.extend({ id: ZRequestId, op: z.literal('transcribe'), input: z.string().min(1) }),
  z.object({ id: ZRequestId, op: z.literal('probe'), input: z.string().min(1) }),
  z.object({
    id: ZRequestId,
    op: z.literal('peaks'),
    input: z.string().min(1),
    max_seconds: z.number().positive(),
  }),
  z.object({ id: ZRequestId, op: z.literal('engines') }),
]);
export type TEngineRequest = z.input<typeof ZEngineRequest>;

/** One stdout line of a worker. `done.result` is checked against the op's own schema by whoever asked. */
export const ZEngineEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), version: z.string(), protocol: z.number().int() }),
  z.object({ type: z.literal('progress'), id: ZRequestId, fraction: z.number().min(0).max(1) }),
  z.object({ type: z.literal('segment'), id: ZRequestId, segment: ZTranscriptSegment }),
  z.object({ type: z.literal('done'), id: ZRequestId, result: z.unknown() }),
  z.object({
    type: z.literal('error'),
    /** null only when the engine could not read the request's id. */
    id: ZRequestId.nullable(),
    // A code a newer engine invents must still fail the request, not leave it waiting.
    code: ZEngineErrorCode.catch('internal'),
    message: z.string(),
  }),
]);
export type TEngineEvent = z.infer<typeof ZEngineEvent>;
