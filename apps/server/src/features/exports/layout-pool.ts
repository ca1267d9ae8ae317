import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import { Refusal } from '../../domain/refusal.js';
import type { ExportOptions, TranscriptDocument } from './document.js';
import { type ExportFormat, formats, type Rendered } from './formats.js';

/** Formats whose pages are laid out (fonts measured, lines broken): hundreds of ms for a long transcript. */
const LAID_OUT: ReadonlySet<ExportFormat> = new Set(['docx', 'pdf']);

export interface LayoutLimits {
  /** Characters of transcript text laid out at most: a day of speech is about 1.3 million. */
  maxCharacters: number;
  /** Wall-clock time one document may take, waiting included; the thread is stopped past it. */
  timeLimitMs: number;
  /** Documents that may wait for a thread; more are refused until some are done. */
  maxWaiting: number;
  /** Threads laying out at once: half the cores, so transcription and requests keep the rest. */
  threads: number;
}

export const LAYOUT_LIMITS: LayoutLimits = {
  maxCharacters: 2_000_000,
  timeLimitMs: 60_000,
  maxWaiting: 16,
  threads: Math.max(1, Math.floor(availableParallelism() / 2)),
};

/**
 * Writes downloads. Text formats are written on the request's thread: one pass over the segments. DOCX
 * and PDF are laid out in worker threads, so a long or hostile transcript (its text is whatever its
 * editor saved) cannot stall every other request; each is bounded in size, time and queue (ADR 013).
 */
export function createExportRenderer(limits: LayoutLimits = LAYOUT_LIMITS) {
  const threads = new Piscina({
    filename: new URL('./layout-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: limits.threads,
    idleTimeout: 30_000,
    // A page layout needs a few tens of MB; a runaway one is stopped rather than swelling the server.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });

  async function layOut(format: ExportFormat, document: TranscriptDocument, options: ExportOptions) {
    if (characterCount(document) > limits.maxCharacters)
      throw new Refusal('too_large', 'exports.too_long_to_lay_out');
    if (threads.queueSize >= limits.maxWaiting) throw new Refusal('unavailable', 'exports.busy');
    const signal = AbortSignal.timeout(limits.timeLimitMs);
    try {
      const bytes: Uint8Array = await threads.run({ format, document, options }, { signal });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (signal.aborted) throw new Refusal('unavailable', 'exports.took_too_long');
      throw error;
    }
  }

  return {
    /** The transcript as a file in `format`, in the reader's language. */
    async render(
      format: ExportFormat,
      document: TranscriptDocument,
      options: ExportOptions,
    ): Promise<Rendered> {
      if (LAID_OUT.has(format)) return layOut(format, document, options);
      return formats[format].render(document, options);
    },
    /** Stops the threads once the documents under way are done: the server is closing. */
    close: () => threads.close(),
  };
}

function characterCount(document: TranscriptDocument) {
  return document.segments.reduce((count, segment) => count + segment.text.length, document.name.length);
}
