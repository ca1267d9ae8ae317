import { z } from 'zod';

/**
 * Bounds of the text shown while a transcription is made (ADR 027). Whisper's segments cover at most
 * 30 s, a few hundred characters; a longer one is cut, and the completed transcript has it whole.
 */
export const PARTIAL_TRANSCRIPT_LIMITS = {
  /** Characters of one segment's text. */
  text: 1_000,
  /** Segments kept per transcription: as many as an edited transcript may have. */
  segments: 20_000,
  /** Serialised size of one live event, under hosted Pusher's 10 kB per message. */
  eventBytes: 8_000,
} as const;

/**
 * A segment done while the job runs: its place in the transcript so far, times in media seconds and its
 * text. No words and no speaker: speakers are only known at the end, and the completed transcript
 * (re-cut into sentences) replaces these segments.
 */
export const ZPartialSegment = z.object({
  position: z
    .number()
    .int()
    .min(0)
    .max(PARTIAL_TRANSCRIPT_LIMITS.segments - 1),
  start: z.number().min(0),
  end: z.number().min(0),
  text: z.string().max(PARTIAL_TRANSCRIPT_LIMITS.text),
});
export type TPartialSegment = z.infer<typeof ZPartialSegment>;

/** Segments that a running transcription has just finished, in order, from `segments[0].position` on. */
export const ZTranscriptionSegments = z.object({
  notification: z.literal('transcription.segments'),
  id: z.string(),
  segments: z.array(ZPartialSegment).min(1).max(100),
});
export type TTranscriptionSegments = z.infer<typeof ZTranscriptionSegments>;
