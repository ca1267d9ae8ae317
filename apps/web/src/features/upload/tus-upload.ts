import { type DetailedError, Upload } from 'tus-js-client';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from '../../api/http-client';

/** How the upload of one file is going, as the queue hears it. */
export type UploadEvents = {
  onProgress(fraction: number): void;
  /** The connection dropped; the upload retries by itself. */
  onReconnecting(): void;
  onSuccess(): void;
  /** `message`: the server's own words, when it gave a reason; `gone`: the upload can no longer be resumed. */
  onError(failure: { message: string | null; gone: boolean }): void;
};

export type RunningUpload = {
  /** Stops and discards the upload on the server. */
  cancel(): Promise<void>;
  /** Stops, keeping what was sent, so that a later start resumes. */
  pause(): Promise<void>;
  /** Goes on after a failure from where the server says it got to. */
  resume(): void;
};

/** Sends `file` to a transcription's tus endpoint; the boundary between the upload queue and the network. */
export type UploadMedia = (file: File, endpoint: string, events: UploadEvents) => Promise<RunningUpload>;

/** Retries after a dropped connection, the pause growing to a minute; then the row offers a retry. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];

const statusOf = (error: Error) => (error as DetailedError).originalResponse?.getStatus() ?? 0;

// No answer or a server-side failure is worth retrying; 409 and 423 are tus's "try again" answers.
function isTransient(error: Error): boolean {
  const status = statusOf(error);
  return status === 0 || status >= 500 || status === 409 || status === 423;
}

function serverMessage(error: Error): string | null {
  try {
    const body: unknown = JSON.parse((error as DetailedError).originalResponse?.getBody() ?? '');
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message !== '' ? message : null;
  } catch {
    return null;
  }
}

/**
 * tus-js-client with the app's session headers. An earlier upload of the same file to the same endpoint
 * (remembered by tus's fingerprint storage) is resumed rather than started again.
 */
export const uploadWithTus: UploadMedia = async (file, endpoint, events) => {
  const upload = new Upload(file, {
    endpoint,
    metadata: { filename: file.name, filetype: file.type },
    retryDelays: RETRY_DELAYS_MS,
    removeFingerprintOnSuccess: true,
    onBeforeRequest: (request) => {
      request.setHeader('X-Requested-With', 'XMLHttpRequest');
      const xsrf = readCookie(XSRF_COOKIE);
      if (xsrf) request.setHeader(XSRF_HEADER, xsrf);
    },
    // Unlike tus's default, also retries while the browser reports being offline: that is when it matters.
    onShouldRetry: (error) => {
      const retry = isTransient(error);
      if (retry) events.onReconnecting();
      return retry;
    },
    onProgress: (sent, total) => events.onProgress(total > 0 ? sent / total : 0),
    onSuccess: () => events.onSuccess(),
    onError: (error) => {
      const status = statusOf(error);
      events.onError({ message: serverMessage(error), gone: status === 404 || status === 410 });
    },
  });
  const [previous] = await upload.findPreviousUploads();
  if (previous) upload.resumeFromPreviousUpload(previous);
  upload.start();
  return {
    cancel: () => upload.abort(true),
    pause: () => upload.abort(false),
    resume: () => upload.start(),
  };
};
