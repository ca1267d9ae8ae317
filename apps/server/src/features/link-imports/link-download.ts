import { createWriteStream } from 'node:fs';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { MessageId } from '../../i18n/index.js';
import { type OutboundHttp, OutboundRefused } from '../../outbound/index.js';
import { nameOfAnswer } from './link-name.js';

/** Hops followed before a link counts as a redirect loop; each is checked by the outbound guard. */
export const MAX_REDIRECTS = 5;
/** How often progress is written and announced while bytes arrive. */
const PROGRESS_EVERY_MS = 1000;

export interface DownloadLimits {
  /** The workspace's largest file, in bytes as decoded (never what a header claims). */
  maxBytes: number;
  /** The whole download, connection to last byte. */
  timeoutMs: number;
  /** The longest silence: no answer, or no byte, for this long ends it. */
  stallMs: number;
}

export interface DownloadEvents {
  /** The link answered with a file (its name when the answer gives one); false stops: the transcription is gone. */
  answered(answer: { name: string | null; expected: number | null }): Promise<boolean>;
  /** Bytes arrived (at most once a second); false stops. */
  progressed(received: number, expected: number | null): Promise<boolean>;
}

/** A download that cannot succeed, with the reason its owner reads. */
export class LinkFailed extends Error {
  constructor(
    readonly failure: MessageId,
    detail: string,
  ) {
    super(`link import failed (${failure}): ${detail}`);
    this.name = 'LinkFailed';
  }
}

/** Why an HTTP answer that is not 2xx gave no file. */
function statusFailure(status: number): MessageId {
  if (status === 404 || status === 410) return 'transcriptions.failure.link_not_found';
  if (status === 401 || status === 403) return 'transcriptions.failure.link_forbidden';
  return 'transcriptions.failure.link_http_error';
}

/** Ends a body that will not be read; its stream then reports an abort that nobody needs to hear. */
function drop(body: Readable) {
  body.on('error', () => {});
  body.destroy();
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Undoes the content encoding the server chose, so that what is counted and stored is the file itself. */
function decoderFor(encoding: string | undefined) {
  const name = encoding?.trim().toLowerCase() ?? 'identity';
  if (name === 'identity' || name === '') return null;
  if (name === 'gzip' || name === 'x-gzip') return createGunzip();
  if (name === 'deflate') return createInflate();
  if (name === 'br') return createBrotliDecompress();
  throw new LinkFailed('transcriptions.failure.not_media', `content encoding ${name}`);
}

/** Counts the bytes that pass and stops them at `maxBytes`; `onBytes` is told after each chunk. */
function byteCounter(maxBytes: number, onBytes: (received: number) => void) {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      received += chunk.length;
      if (received > maxBytes) {
        done(new LinkFailed('transcriptions.failure.too_large', `more than ${maxBytes} bytes`));
        return;
      }
      onBytes(received);
      done(null, chunk);
    },
  });
}

/**
 * Fetches a direct link to a media file into `target` through the outbound guard (ADR 031, redirects
 * checked hop by hop) within `limits`, and answers the bytes written; null when the events asked to stop.
 * Every way it can go wrong is a LinkFailed with the reason in the user's words.
 */
export async function downloadLink(
  http: OutboundHttp,
  link: string,
  target: string,
  limits: DownloadLimits,
  events: DownloadEvents,
): Promise<number | null> {
  const stop = new AbortController();
  const overall = AbortSignal.timeout(limits.timeoutMs);
  const signal = AbortSignal.any([stop.signal, overall]);
  let stalled = false;
  let stallTimer: NodeJS.Timeout | undefined;
  const awake = () => {
    clearTimeout(stallTimer);
    stallTimer = setTimeout(() => {
      stalled = true;
      stop.abort();
    }, limits.stallMs);
  };
  let answered = false;
  let gone = false;
  try {
    awake();
    const answer = await http.open(link, {
      signal,
      maxRedirects: MAX_REDIRECTS,
      // Compressed media gains nothing, and a compressed answer's length says nothing of the file's.
      headers: { accept: 'audio/*, video/*, */*;q=0.5', 'accept-encoding': 'identity' },
    });
    answered = true;
    if (answer.status < 200 || answer.status > 299) {
      drop(answer.body);
      throw new LinkFailed(statusFailure(answer.status), `HTTP ${answer.status}`);
    }
    const decoder = decoderFor(single(answer.headers['content-encoding']));
    const declared = Number(single(answer.headers['content-length']));
    const expected = Number.isSafeInteger(declared) && declared >= 0 ? declared : null;
    // Refused before a byte is read; a length that understates is not trusted either: the count is.
    if (expected !== null && expected > limits.maxBytes) {
      drop(answer.body);
      throw new LinkFailed('transcriptions.failure.too_large', `declares ${expected} bytes`);
    }
    const name = nameOfAnswer(answer.headers['content-disposition']);
    if (!(await events.answered({ name, expected: decoder ? null : expected }))) {
      drop(answer.body);
      return null;
    }
    let reported = Date.now();
    let received = 0;
    const counter = byteCounter(limits.maxBytes, (bytes) => {
      received = bytes;
      awake();
      if (Date.now() - reported < PROGRESS_EVERY_MS) return;
      reported = Date.now();
      void events.progressed(received, decoder ? null : expected).then(
        (going) => {
          if (!going) {
            gone = true;
            stop.abort();
          }
        },
        () => {},
      );
    });
    const file = createWriteStream(target);
    await (decoder
      ? pipeline(answer.body, decoder, counter, file, { signal })
      : pipeline(answer.body, counter, file, { signal }));
    if (received === 0) throw new LinkFailed('transcriptions.failure.not_media', 'an empty answer');
    return received;
  } catch (error) {
    if (gone) return null;
    throw asLinkFailure(error, { timedOut: stalled || overall.aborted, answered });
  } finally {
    clearTimeout(stallTimer);
  }
}

/** The user's reason for any error of a download. */
function asLinkFailure(error: unknown, { timedOut, answered }: { timedOut: boolean; answered: boolean }) {
  if (error instanceof LinkFailed) return error;
  if (error instanceof OutboundRefused) {
    const failure =
      error.reason === 'too_many_redirects'
        ? 'transcriptions.failure.link_redirects'
        : 'transcriptions.failure.link_refused';
    return new LinkFailed(failure, error.message);
  }
  // The guard's refusal reaches us wrapped in the connection's error.
  if ((error as { cause?: unknown })?.cause instanceof OutboundRefused) {
    return asLinkFailure((error as { cause: unknown }).cause, { timedOut, answered });
  }
  const detail = (error as Error)?.message ?? String(error);
  if (timedOut) return new LinkFailed('transcriptions.failure.link_timed_out', detail);
  return new LinkFailed(
    answered ? 'transcriptions.failure.link_interrupted' : 'transcriptions.failure.link_unreachable',
    detail,
  );
}
