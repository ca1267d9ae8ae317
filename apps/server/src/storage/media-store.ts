import type { Readable } from 'node:stream';

/** Inclusive on both ends, like an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A private local copy of a stored medium, kept until `release()`. */
export interface MediaCheckout {
  path: string;
  release(): Promise<void>;
}

/** A medium that arrives in pieces: how many bytes of how many have been stored. */
export interface PartialMedium {
  key: string;
  /** Undefined until the sender declares it. */
  size?: number;
  received: number;
  /** What the sender said about the file (its name and type), kept with it as given. */
  metadata?: Record<string, string | null>;
  /** ISO 8601. */
  createdAt?: string;
}

/** Where uploaded media live, keyed by transcription id. Streams, never whole files in memory. */
export interface MediaStore {
  /** Starts a medium that will arrive in pieces, nothing received yet. */
  beginUpload(medium: Omit<PartialMedium, 'received'>): Promise<PartialMedium>;
  /**
   * Appends bytes at `offset` (where the medium stands), in this process or another one after a restart;
   * resolves to the bytes received in all. Bytes past the declared size are refused.
   */
  append(key: string, offset: number, bytes: Readable): Promise<number>;
  /**
   * Declares the size of a medium begun without one. The append that reaches it finishes the medium (an
   * empty append when everything has arrived already).
   */
  declareSize(key: string, size: number): Promise<void>;
  /** How far a medium begun with `beginUpload` has arrived (finished ones included), or null when none. */
  upload(key: string): Promise<PartialMedium | null>;
  /** A stream of a stored file, or of one range of it. Throws MediaNotFound when missing. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Bytes stored so far (an unfinished upload counts what has arrived), or null when nothing is stored. */
  size(key: string): Promise<number | null>;
  /**
   * A private local copy of the media for the speech engine, alone in a directory of its own (never the
   * store's own directory, where other workspaces' media sit); `release()` removes it.
   */
  checkout(key: string): Promise<MediaCheckout>;
  /** Deletes the file and any upload metadata or unfinished parts; no error when already gone. */
  remove(key: string): Promise<void>;
}

export class MediaNotFound extends Error {
  override readonly name = 'MediaNotFound';

  constructor(readonly key: string) {
    super(`No media stored under "${key}"`);
  }
}

/**
 * Keys become file names and object keys, next to the tus metadata named `<key>.json`, `<key>.info` and
 * `<key>.part`: only plain names without dots are allowed, so no key can escape the media directory or
 * collide with another key's metadata.
 */
export function assertMediaKey(key: string): void {
  if (!/^[A-Za-z0-9_-]+$/.test(key)) throw new Error(`Invalid media key "${key}"`);
}
