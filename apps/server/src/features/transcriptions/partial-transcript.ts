import {
  PARTIAL_TRANSCRIPT_LIMITS,
  type TPartialSegment,
  type TTranscriptionSegments,
  type TTranscriptSegment,
} from '@whispy/contracts';
import type { Transcriptions } from './context.js';
import { storePartialSegments } from './partial-segments.js';

/** After the first segment, which goes out at once, segments go out in batches this often. */
export const PARTIAL_FLUSH_MS = 1_000;
/** At most this many segments in one live event, whatever their size (the contract's bound). */
const SEGMENTS_PER_EVENT = 100;

const byteLength = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/**
 * Live events for `segments`, in order, each at most `PARTIAL_TRANSCRIPT_LIMITS.eventBytes` serialised:
 * a segment's text is bounded, so every segment fits in an event of its own.
 */
export function segmentEvents(id: string, segments: TPartialSegment[]): TTranscriptionSegments[] {
  const events: TTranscriptionSegments[] = [];
  const empty = byteLength({ notification: 'transcription.segments', id, segments: [] });
  let size = empty;
  for (const segment of segments) {
    const added = byteLength(segment) + 1; // and a comma
    const last = events.at(-1);
    if (
      last &&
      size + added <= PARTIAL_TRANSCRIPT_LIMITS.eventBytes &&
      last.segments.length < SEGMENTS_PER_EVENT
    ) {
      last.segments.push(segment);
      size += added;
    } else {
      events.push({ notification: 'transcription.segments', id, segments: [segment] });
      size = empty + added;
    }
  }
  return events;
}

export interface PartialTranscript {
  /** A segment the engine has just finished. */
  add(segment: TTranscriptSegment): void;
  /** Stores and announces what is still buffered; resolves once nothing more will be written. */
  finish(): Promise<void>;
}

/**
 * The text of a running job, as the engine finishes it: stored (so a page opened later, or an API client
 * that polls, sees it too) and announced on the workspace's live channel. The first segment goes out at
 * once so the first words show within seconds; later ones are batched, one write and one event a second.
 * Best effort: a failed write is logged and the job goes on, as its completed transcript replaces this.
 */
export function partialTranscript(
  { db, notify, log }: Pick<Transcriptions, 'db' | 'notify' | 'log'>,
  { id, workspaceId }: { id: string; workspaceId: string },
): PartialTranscript {
  let buffered: TPartialSegment[] = [];
  let received = 0;
  let flushed = false;
  let timer: NodeJS.Timeout | null = null;
  // Writes and events in the order the segments came, one batch after the other.
  let written: Promise<void> = Promise.resolve();

  const flush = () => {
    timer = null;
    const batch = buffered;
    buffered = [];
    if (batch.length === 0) return;
    flushed = true;
    written = written.then(async () => {
      try {
        await storePartialSegments(db, id, batch);
        for (const event of segmentEvents(id, batch)) await notify(workspaceId, event);
      } catch (error) {
        log.warn({ err: error, transcription: id }, 'text made so far not recorded');
      }
    });
  };

  return {
    add(segment) {
      if (received >= PARTIAL_TRANSCRIPT_LIMITS.segments) return;
      buffered.push({
        position: received++,
        start: Math.max(0, segment.start),
        end: Math.max(0, segment.end),
        text: segment.text.slice(0, PARTIAL_TRANSCRIPT_LIMITS.text),
      });
      if (!flushed) flush();
      else timer ??= setTimeout(flush, PARTIAL_FLUSH_MS);
    },
    async finish() {
      if (timer) clearTimeout(timer);
      flush();
      await written;
    },
  };
}
