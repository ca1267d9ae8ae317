import type { TCreatedTranscription } from '@whispy/contracts';
import { ApiError } from '../../api';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from '../../api/http-client';

/** How a recording's upload stands, for the record control. */
export type RecordingUploadSnapshot = {
  /** Seconds of the recording the server holds: a closed tab loses only what came after. */
  savedSeconds: number;
  /** Bytes recorded and not yet on the server, kept in memory until the connection takes them. */
  waitingBytes: number;
  /** The last try found no connection (or a server that did not answer); it tries again by itself. */
  offline: boolean;
  /** Every piece is on the server and the length declared: the recording is being transcribed. */
  finished: boolean;
  /** The server refused the recording: its own words, or '' when it gave none. Nothing more is sent. */
  failure: string | null;
};

export type RecordingUploadDeps = {
  /** Creates the recording's transcription (the page's settings and name); answers where its file goes. */
  create(): Promise<TCreatedTranscription>;
  /** `fetch`, in tests a fake server. */
  send(url: string, init: RequestInit): Promise<Response>;
  /** Calls `run` after `ms`; answers a cancel. */
  schedule(run: () => void, ms: number): () => void;
};

/** One piece as the recorder handed it over, with the length of the recording it completes. */
type Piece = { data: Blob; untilSeconds: number };

/** Waits between tries after a failure, growing to ten seconds; a recording never gives up by itself. */
const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000];
/**
 * Bytes kept in memory while the connection is gone: about two hours of opus at the recorder's rate.
 * Past it the recording stops (the page says why) and what it holds still goes up when the connection
 * returns.
 */
export const MAX_WAITING_BYTES = 32 * 1024 * 1024;

const TUS = { 'Tus-Resumable': '1.0.0', 'X-Requested-With': 'XMLHttpRequest' };

// No answer, a server-side failure, and tus's "try again" answers are worth another try.
const isTransient = (status: number) => status === 0 || status >= 500 || status === 409 || status === 423;

async function messageOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : '';
  } catch {
    return '';
  }
}

/**
 * A microphone recording sent while it is made: one tus upload whose length is declared with its last
 * piece (`Upload-Defer-Length`), each piece appended in order as the recorder hands it over. One request at
 * a time carries everything waiting; after a failure the server's offset (`HEAD`) says what it kept, and
 * the rest is sent again, from memory, when the connection returns. A plain store, read through
 * `subscribe` and `getSnapshot`.
 */
export class RecordingUpload {
  private snapshot: RecordingUploadSnapshot = {
    savedSeconds: 0,
    waitingBytes: 0,
    offline: false,
    finished: false,
    failure: null,
  };
  private readonly listeners = new Set<() => void>();
  private readonly waiting: Piece[] = [];
  private created: TCreatedTranscription | null = null;
  private location: string | null = null;
  private offset = 0;
  private ended = false;
  private sending = false;
  private failures = 0;
  /** A request went unanswered: what the server kept of it is asked before anything more is sent. */
  private unsure = false;
  private cancelRetry: (() => void) | null = null;

  constructor(private readonly deps: RecordingUploadDeps) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RecordingUploadSnapshot => this.snapshot;

  /** The transcription the recording became, once created. */
  get id(): string | null {
    return this.created?.id ?? null;
  }

  /** Queues the next piece; false once the memory for waiting pieces is full and recording must stop. */
  add(data: Blob, untilSeconds: number): boolean {
    if (this.ended || this.snapshot.failure !== null) return false;
    if (data.size > 0) this.waiting.push({ data, untilSeconds });
    this.changed();
    void this.pump();
    return this.snapshot.waitingBytes <= MAX_WAITING_BYTES;
  }

  /** No piece follows: the last request declares the length, and the server checks and transcribes it. */
  end(): void {
    this.ended = true;
    void this.pump();
  }

  /** The connection is back (the browser said so): try now rather than at the next retry. */
  retryNow(): void {
    if (!this.cancelRetry) return;
    this.cancelRetry();
    this.cancelRetry = null;
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.sending || this.cancelRetry || this.snapshot.finished || this.snapshot.failure !== null) return;
    this.sending = true;
    try {
      while (await this.step()) this.failures = 0;
    } catch (error) {
      // A network error: fetch rejects without an answer.
      if (!(error instanceof TypeError)) throw error;
      this.unsure = true;
      this.retryLater(0);
    } finally {
      this.sending = false;
    }
  }

  /** Sends what is next; false when there is nothing to do until a piece arrives or a retry is due. */
  private async step(): Promise<boolean> {
    if (!this.created) return this.createTranscription();
    if (!this.location) return this.createUpload(this.created.upload_url);
    if (this.unsure) {
      await this.resync();
      this.unsure = false;
      if (this.snapshot.finished) return false;
    }
    if (this.waiting.length === 0 && !this.ended) return false;
    const body = new Blob(this.waiting.map((piece) => piece.data));
    const last = this.ended;
    const response = await this.deps.send(this.location, {
      method: 'PATCH',
      credentials: 'same-origin',
      headers: {
        ...this.headers(),
        'Upload-Offset': String(this.offset),
        'Content-Type': 'application/offset+octet-stream',
        ...(last ? { 'Upload-Length': String(this.offset + body.size) } : {}),
      },
      body,
    });
    if (response.status !== 204) return this.refused(response);
    this.kept(Number(response.headers.get('Upload-Offset')));
    if (last && this.waiting.length === 0) this.set({ finished: true });
    return !this.snapshot.finished;
  }

  private async createTranscription(): Promise<boolean> {
    try {
      this.created = await this.deps.create();
      return true;
    } catch (error) {
      // The server's refusal (no minutes left, a full trial) ends the recording; no answer is retried.
      if (!(error instanceof ApiError) || error.status === 0) throw new TypeError(String(error));
      this.set({ failure: error.message });
      return false;
    }
  }

  private async createUpload(upload_url: string): Promise<boolean> {
    const response = await this.deps.send(upload_url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...this.headers(), 'Upload-Defer-Length': '1' },
    });
    const location = response.headers.get('Location');
    if (response.status !== 201 || !location) return this.refused(response);
    // Relative (the server's tus answers so): requests resolve it against the page, like `upload_url`.
    this.location = location;
    return true;
  }

  /** An answer other than success: try again after asking what the server kept, or stop for good. */
  private async refused(response: Response): Promise<boolean> {
    const message = await messageOf(response);
    // Whispy's own 409 says in words that the upload exists or was ended (Transcribe in another tab);
    // tus's offset conflict has no such words and is retried from the server's offset.
    if (!isTransient(response.status) || (response.status === 409 && message !== '')) {
      this.set({ failure: message });
      return false;
    }
    this.unsure = true;
    this.retryLater(response.status);
    return false;
  }

  /** What the server holds after a failed request (a dropped answer may hide a piece that arrived). */
  private async resync(): Promise<void> {
    const head = await this.deps.send(this.location ?? '', { method: 'HEAD', headers: this.headers() });
    if (head.status !== 200) return;
    const offset = Number(head.headers.get('Upload-Offset'));
    if (Number.isSafeInteger(offset) && offset >= this.offset) this.kept(offset);
    // The length declared and reached: the last request arrived though its answer did not.
    const length = head.headers.get('Upload-Length');
    if (length !== null && Number(length) === this.offset && this.ended) this.set({ finished: true });
  }

  /** The server holds `offset` bytes: the pieces it covers leave memory, a piece it holds in part shrinks. */
  private kept(offset: number): void {
    let arrived = offset - this.offset;
    this.offset = offset;
    while (arrived > 0 && this.waiting.length > 0) {
      const [head] = this.waiting;
      if (!head) break;
      if (head.data.size > arrived) {
        head.data = head.data.slice(arrived);
        break;
      }
      arrived -= head.data.size;
      this.waiting.shift();
      this.snapshot = { ...this.snapshot, savedSeconds: head.untilSeconds };
    }
    this.set({ offline: false });
  }

  private retryLater(status: number): void {
    const delay = RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length - 1)] ?? 10_000;
    this.failures += 1;
    this.set({ offline: status === 0 || status >= 500 });
    this.cancelRetry = this.deps.schedule(() => {
      this.cancelRetry = null;
      void this.pump();
    }, delay);
  }

  private headers(): Record<string, string> {
    const xsrf = readCookie(XSRF_COOKIE);
    return xsrf ? { ...TUS, [XSRF_HEADER]: xsrf } : { ...TUS };
  }

  private changed(): void {
    this.set({});
  }

  private set(patch: Partial<RecordingUploadSnapshot>): void {
    const waitingBytes = this.waiting.reduce((bytes, piece) => bytes + piece.data.size, 0);
    this.snapshot = { ...this.snapshot, ...patch, waitingBytes };
    for (const listener of this.listeners) listener();
  }
}
