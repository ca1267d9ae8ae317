import { chooseRecordingType } from './recording-format';

export type RecorderPhase = 'idle' | 'starting' | 'recording' | 'paused';

/**
 * Why recording stopped or never started: the browser refused the microphone, has none, cannot record
 * here at all, failed on the way; the recording reached the workspace's longest or largest file; the
 * connection was gone so long that the memory for unsent pieces filled; or the server refused it.
 */
export type RecorderNote =
  | 'denied'
  | 'no-device'
  | 'unsupported'
  | 'failed'
  | 'limit-length'
  | 'limit-size'
  | 'waiting-full'
  | 'refused';

export type RecorderSnapshot = {
  phase: RecorderPhase;
  elapsedSeconds: number;
  /** Loudness of the last moment, 0 to 1, for the level meter. */
  level: number;
  note: RecorderNote | null;
};

/** What a recording may grow to: the workspace's limits on one file. */
export type RecordingLimits = { maxSeconds: number; maxBytes: number };

/** The part of MediaRecorder this module uses (a platform API; tests in jsdom, which has none, fake it). */
export type RecorderLike = {
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null;
  onstop: (() => void) | null;
  onerror: (() => void) | null;
  start(timesliceMs: number): void;
  pause(): void;
  resume(): void;
  stop(): void;
};

export type LevelReader = { read(): number; close(): void };

export type RecorderDeps = {
  /** Absent where the page is not a secure context or the browser cannot capture audio. */
  getUserMedia: ((constraints: MediaStreamConstraints) => Promise<MediaStream>) | null;
  createRecorder: ((stream: MediaStream, mimeType: string) => RecorderLike) | null;
  isTypeSupported(type: string): boolean;
  /** Null where the browser has no Web Audio: the meter then stays still, the recording goes on. */
  readLevel(stream: MediaStream): LevelReader | null;
  now(): number;
};

/** Where the recording goes while it is made (its upload, ADR 033). */
export type RecordingSink = {
  /** The next piece, in order; `seconds`: how long the recording is with it. A note stops the recording. */
  piece(data: Blob, seconds: number): RecorderNote | null;
  /** The recording ended and no piece follows; `empty`: the browser handed over nothing at all. */
  end(empty: boolean): void;
};

const TICK_MS = 200;
/**
 * The recorder hands over a piece every two seconds: a closed tab loses at most that much, and a size
 * limit is met with at most that much more.
 */
const SLICE_MS = 2000;
/** Stop a little short of the length limit: the file's decoded length must not reach past it. */
const LENGTH_MARGIN_SECONDS = 1;

const IDLE: RecorderSnapshot = { phase: 'idle', elapsedSeconds: 0, level: 0, note: null };

/** The browser's refusal in the words the page has for it. */
function noteFor(error: unknown): RecorderNote {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-device';
  return 'failed';
}

/**
 * One microphone recording at a time: start, pause, resume, stop, with the elapsed time and a level for
 * the meter. It stops by itself at the workspace's limits and says which one it met. A plain store, read
 * through `subscribe` and `getSnapshot`, like the upload queue it feeds.
 */
export class MicrophoneRecorder {
  private snapshot: RecorderSnapshot = IDLE;
  private readonly listeners = new Set<() => void>();
  private stream: MediaStream | null = null;
  private recorder: RecorderLike | null = null;
  private level: LevelReader | null = null;
  private pieces = 0;
  private bytes = 0;
  private largestChunk = 0;
  private recordedMs = 0;
  private runningSince: number | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private stopNote: RecorderNote | null = null;

  constructor(private readonly deps: RecorderDeps) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RecorderSnapshot => this.snapshot;

  /** Asks for the microphone and starts recording; each piece goes to `sink` as the browser hands it over. */
  async start(limits: RecordingLimits, sink: RecordingSink): Promise<void> {
    if (this.snapshot.phase !== 'idle') return;
    const { getUserMedia, createRecorder } = this.deps;
    if (!getUserMedia || !createRecorder) return this.set({ ...IDLE, note: 'unsupported' });
    this.set({ ...IDLE, phase: 'starting' });
    let stream: MediaStream;
    try {
      stream = await getUserMedia({ audio: true });
    } catch (error) {
      return this.set({ ...IDLE, note: noteFor(error) });
    }
    // Read afresh: the page may have discarded the recorder while the browser asked for permission.
    if (this.getSnapshot().phase !== 'starting') return stopTracks(stream);
    const type = chooseRecordingType(this.deps.isTypeSupported);
    let recorder: RecorderLike;
    try {
      recorder = createRecorder(stream, type);
    } catch {
      stopTracks(stream);
      return this.set({ ...IDLE, note: 'unsupported' });
    }
    this.begin(stream, recorder, limits, sink);
    recorder.onstop = () => this.finish(sink);
    recorder.start(SLICE_MS);
  }

  pause(): void {
    if (this.snapshot.phase !== 'recording' || !this.recorder) return;
    this.recorder.pause();
    this.recordedMs = this.elapsedMs();
    this.runningSince = null;
    this.set({ ...this.snapshot, phase: 'paused', elapsedSeconds: this.recordedMs / 1000, level: 0 });
  }

  resume(): void {
    if (this.snapshot.phase !== 'paused' || !this.recorder) return;
    this.recorder.resume();
    this.runningSince = this.deps.now();
    this.set({ ...this.snapshot, phase: 'recording' });
  }

  /** Ends the recording; the file follows once the browser has handed over its last bytes. */
  stop(note: RecorderNote | null = null): void {
    if (!this.recorder || this.snapshot.phase === 'idle' || this.snapshot.phase === 'starting') return;
    this.stopNote = note;
    const recorder = this.recorder;
    this.recorder = null;
    recorder.stop();
  }

  /**
   * Lets the microphone go without ending the recording: the page was left after the user confirmed, or it
   * unmounted. What reached the server stays there, offered when the user comes back (ADR 033).
   */
  discard(): void {
    if (this.recorder) {
      this.recorder.onstop = null;
      this.recorder.stop();
    }
    this.release();
    this.set(IDLE);
  }

  private begin(
    stream: MediaStream,
    recorder: RecorderLike,
    limits: RecordingLimits,
    sink: RecordingSink,
  ): void {
    this.stream = stream;
    this.recorder = recorder;
    this.level = this.deps.readLevel(stream);
    this.pieces = 0;
    this.bytes = 0;
    this.largestChunk = 0;
    this.recordedMs = 0;
    this.runningSince = this.deps.now();
    recorder.ondataavailable = ({ data }) => {
      if (data.size === 0) return;
      this.pieces += 1;
      this.bytes += data.size;
      this.largestChunk = Math.max(this.largestChunk, data.size);
      const note = sink.piece(data, this.elapsedMs() / 1000);
      if (note) this.stop(note);
      else if (this.bytes + 2 * this.largestChunk > limits.maxBytes) this.stop('limit-size');
    };
    recorder.onerror = () => this.stop('failed');
    this.ticker = setInterval(() => this.tick(limits), TICK_MS);
    this.set({ ...IDLE, phase: 'recording' });
  }

  private tick(limits: RecordingLimits): void {
    const elapsedSeconds = this.elapsedMs() / 1000;
    const level = this.snapshot.phase === 'recording' ? (this.level?.read() ?? 0) : 0;
    this.set({ ...this.snapshot, elapsedSeconds, level });
    if (elapsedSeconds >= limits.maxSeconds - LENGTH_MARGIN_SECONDS) this.stop('limit-length');
  }

  private finish(sink: RecordingSink): void {
    const empty = this.pieces === 0;
    const note = this.stopNote;
    this.release();
    // A recorder that handed over nothing failed, whatever stopped it.
    this.set({ ...IDLE, note: empty ? (note ?? 'failed') : note });
    sink.end(empty);
  }

  private elapsedMs(): number {
    return this.recordedMs + (this.runningSince === null ? 0 : this.deps.now() - this.runningSince);
  }

  private release(): void {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
    this.level?.close();
    this.level = null;
    if (this.stream) stopTracks(this.stream);
    this.stream = null;
    this.recorder = null;
    this.runningSince = null;
    this.stopNote = null;
  }

  private set(next: RecorderSnapshot): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

/** Turns the microphone off (the browser's recording indicator goes away). */
function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
