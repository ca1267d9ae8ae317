import type { TCreatedTranscription, TCreateTranscription, TTranscriptionLimits } from '@whispy/contracts';
import { ApiError, isValidationError } from '../../api';
import {
  exceedsLength,
  exceedsStorage,
  type FileRefusal,
  isLargeFile,
  refusalBeforeReading,
} from './file-admission';
import type { PendingUpload, PendingUploads } from './pending-uploads';
import type { RunningUpload, UploadMedia } from './tus-upload';

export type UploadState =
  | 'ready'
  | 'queued'
  | 'creating'
  | 'uploading'
  | 'reconnecting'
  | 'done'
  | 'failed'
  | 'cancelled';

/** One file on the upload page. */
export type UploadItem = {
  key: string;
  file: File;
  /** The transcription's name; editable until the upload starts. */
  name: string;
  large: boolean;
  /** The transcription an earlier, unfinished upload of this file created; the upload resumes into it. */
  resumes: PendingUpload | null;
  state: UploadState;
  progress: number;
  /** The server's reason for a failure; null when it gave none. */
  error: string | null;
  transcriptionId: string | null;
};

/** What applies to every file of the batch. */
export type UploadSettings = Omit<TCreateTranscription, 'name'>;

export type UploadQueueDeps = {
  createTranscription(input: TCreateTranscription): Promise<TCreatedTranscription>;
  deleteTranscription(id: string): Promise<unknown>;
  uploadMedia: UploadMedia;
  readDuration(file: File): Promise<number | null>;
  pending: PendingUploads;
  /** The file was not added; `reason` names the limit it met. */
  onRefused(file: File, reason: FileRefusal, limits: TTranscriptionLimits): void;
  onUploaded(item: UploadItem): void;
};

const IN_FLIGHT: readonly UploadState[] = ['creating', 'uploading', 'reconnecting'];
const FINISHED: readonly UploadState[] = ['done', 'cancelled'];
const NAME_MAX = 200;

const errorMessage = (error: unknown): string | null => {
  if (isValidationError(error)) return Object.values(error.fields).flat()[0] ?? error.message;
  return error instanceof ApiError && error.status !== 0 ? error.message : null;
};

/**
 * The files of the upload page and their uploads, one at a time in the order they were added. Each file
 * creates its own transcription, then sends its media by tus. A plain store, read through `subscribe`
 * and `getSnapshot`.
 */
export class UploadQueue {
  private items: UploadItem[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly running = new Map<string, RunningUpload>();
  private admission: Promise<void> = Promise.resolve();
  private settings: UploadSettings | null = null;
  private nextKey = 0;

  constructor(private readonly deps: UploadQueueDeps) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly UploadItem[] => this.items;

  /** Checks each file against the limits, in order; refused files are reported and not added. */
  addFiles(files: readonly File[], limits: TTranscriptionLimits): Promise<void> {
    this.admission = this.admission.then(async () => {
      for (const file of files) await this.admit(file, limits);
    });
    return this.admission;
  }

  rename(key: string, name: string): void {
    if (this.find(key)?.state === 'ready') this.update(key, { name: name.slice(0, NAME_MAX) });
  }

  /** Queues every file that is ready; they upload one after another. */
  start(settings: UploadSettings): void {
    this.settings = settings;
    this.items = this.items.map((item) => (item.state === 'ready' ? { ...item, state: 'queued' } : item));
    this.emit();
    this.pump();
  }

  /** Stops a file that is waiting or uploading and discards its transcription. */
  cancel(key: string): void {
    const item = this.find(key);
    if (!item || FINISHED.includes(item.state) || item.state === 'ready') return;
    this.update(key, { state: 'cancelled' });
    this.discard(item);
    this.pump();
  }

  /** Takes a file off the page; one with unfinished work is cancelled first. */
  remove(key: string): void {
    const item = this.find(key);
    if (!item) return;
    if (!FINISHED.includes(item.state) && item.state !== 'ready') this.discard(item);
    this.items = this.items.filter((other) => other.key !== key);
    this.emit();
    this.pump();
  }

  /** Tries a failed file again: its upload resumes, or its transcription is created again. */
  retry(key: string): void {
    const item = this.find(key);
    if (item?.state !== 'failed') return;
    const running = this.running.get(key);
    this.update(key, { state: running ? 'uploading' : 'queued', error: null });
    if (running) running.resume();
    else this.pump();
  }

  /** Stops every upload, keeping what was sent so that picking the files again resumes them. */
  pauseAll(): void {
    for (const running of this.running.values()) void running.pause();
    this.running.clear();
  }

  private unfinished() {
    return this.items.filter((item) => !FINISHED.includes(item.state));
  }

  private async admit(file: File, limits: TTranscriptionLimits): Promise<void> {
    const refusal = refusalBeforeReading(file, this.unfinished().length, limits);
    if (refusal) return this.deps.onRefused(file, refusal, limits);
    if (exceedsLength(await this.deps.readDuration(file), limits)) {
      return this.deps.onRefused(file, 'too-long', limits);
    }
    // Read after the wait for the duration: other files may have been added meanwhile.
    const queuedBytes = this.unfinished().reduce((bytes, item) => bytes + item.file.size, 0);
    if (exceedsStorage(file, queuedBytes, limits)) return this.deps.onRefused(file, 'storage', limits);
    const resumes = this.deps.pending.find(file);
    this.items = [
      ...this.items,
      {
        key: `upload-${this.nextKey++}`,
        file,
        name: (resumes?.name ?? file.name).slice(0, NAME_MAX),
        large: isLargeFile(file, limits),
        resumes,
        state: 'ready',
        progress: 0,
        error: null,
        transcriptionId: resumes?.id ?? null,
      },
    ];
    this.emit();
  }

  private pump(): void {
    if (this.items.some((item) => IN_FLIGHT.includes(item.state))) return;
    const next = this.items.find((item) => item.state === 'queued');
    if (next && this.settings) void this.run(next, this.settings);
  }

  private async run(item: UploadItem, settings: UploadSettings): Promise<void> {
    this.update(item.key, { state: 'creating' });
    const target = item.resumes ?? (await this.createFor(item, settings));
    if (!target) return;
    this.update(item.key, { state: 'uploading', transcriptionId: target.id });
    try {
      const running = await this.send(item, target.upload_url);
      // Cancelled or removed while the upload was being set up.
      if (this.find(item.key)?.state === 'cancelled' || !this.find(item.key)) void running.cancel();
      else this.running.set(item.key, running);
    } catch {
      this.fail(item.key, null);
    }
  }

  private send(item: UploadItem, endpoint: string): Promise<RunningUpload> {
    return this.deps.uploadMedia(item.file, endpoint, {
      onProgress: (fraction) => this.updateSending(item.key, { state: 'uploading', progress: fraction }),
      onReconnecting: () => this.updateSending(item.key, { state: 'reconnecting' }),
      onSuccess: () => {
        this.running.delete(item.key);
        this.deps.pending.forget(item.file);
        this.update(item.key, { state: 'done', progress: 1 });
        const done = this.find(item.key);
        if (done) this.deps.onUploaded(done);
        this.pump();
      },
      onError: ({ message, gone }) => {
        if (gone) {
          // The upload cannot be resumed: a retry starts over with a new transcription.
          this.running.delete(item.key);
          this.deps.pending.forget(item.file);
          this.update(item.key, { resumes: null, transcriptionId: null });
        }
        this.fail(item.key, message);
      },
    });
  }

  private async createFor(item: UploadItem, settings: UploadSettings): Promise<TCreatedTranscription | null> {
    const name = item.name.trim() || item.file.name;
    try {
      const created = await this.deps.createTranscription({ ...settings, name });
      if (this.find(item.key)?.state !== 'creating') {
        void this.deps.deleteTranscription(created.id).catch(() => {});
        return null;
      }
      this.deps.pending.remember(item.file, { ...created, name });
      return created;
    } catch (error) {
      this.fail(item.key, errorMessage(error));
      return null;
    }
  }

  private fail(key: string, message: string | null): void {
    this.update(key, { state: 'failed', error: message });
    this.pump();
  }

  private discard(item: UploadItem): void {
    const running = this.running.get(item.key);
    this.running.delete(item.key);
    void running?.cancel().catch(() => {});
    this.deps.pending.forget(item.file);
    if (item.transcriptionId) void this.deps.deleteTranscription(item.transcriptionId).catch(() => {});
  }

  private find(key: string): UploadItem | undefined {
    return this.items.find((item) => item.key === key);
  }

  private update(key: string, patch: Partial<UploadItem>): void {
    this.items = this.items.map((item) => (item.key === key ? { ...item, ...patch } : item));
    this.emit();
  }

  // Progress of an upload that has since been cancelled or has failed must not bring its row back.
  private updateSending(key: string, patch: Partial<UploadItem>): void {
    const state = this.find(key)?.state;
    if (state === 'uploading' || state === 'reconnecting') this.update(key, patch);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
