import type { Readable } from 'node:stream';
import { Server as TusServer } from '@tus/server';
import { ZIdParams } from '@whispy/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { memberOf } from '../../http/access.js';
import { HttpError, notFound } from '../../http/http-error.js';
import type { Transcriptions } from './context.js';
import { fail } from './failures.js';
import { validateUploadJob } from './jobs.js';
import type { TranscriptionRow } from './lifecycle.js';
import { transition } from './lifecycle.js';
import { findTranscription, setReceivedBytes } from './repo.js';
import { assertStorageFor } from './storage-quota.js';
import { MediaStoreForTus } from './tus-data-store.js';
import { tooLargeFor, workspaceLimitsOf } from './workspace-limits.js';

/** Where uploads live once created: `{UPLOADS_PATH}/{transcription id}` (the tus upload URL). */
export const UPLOADS_PATH = '/api/uploads';
export const uploadUrlOf = (id: string) => `/api/transcriptions/${id}/upload`;

/** A `waiting` transcription starts receiving its file; false when it is past that step. */
async function beginUpload(transcriptions: Transcriptions, id: string, size: number | null) {
  const uploading = await transition(transcriptions, id, 'uploading', {
    from: ['waiting'],
    patch: { uploadStartedAt: new Date(), sizeBytes: size, mediaStored: true },
  });
  return uploading !== null;
}

/**
 * All bytes arrived: validate as a job, so the sender is answered now. `size`: the length a recording
 * sent while it was made declared at its end (the others declared theirs when they began).
 */
export async function finishUpload(transcriptions: Transcriptions, id: string, size?: number) {
  const patch = size === undefined ? {} : { sizeBytes: size };
  if (!(await transition(transcriptions, id, 'validating', { from: ['uploading'], patch }))) return;
  // A validation lost in a restart (or a queue that refused it) is queued again by the sweep.
  await transcriptions.queue
    .enqueue(validateUploadJob, { transcriptionId: id })
    .catch((error) =>
      transcriptions.log.error({ err: error, transcription: id }, 'validation not queued; the sweep will'),
    );
}

/**
 * Takes a file that arrives whole from elsewhere (a Telegram message) the way a tus upload arrives: into
 * the media store under the transcription's id, then validated by its content and admitted like any
 * upload. A download that breaks off fails the transcription, which tells its owner why.
 */
export async function receiveUpload(
  transcriptions: Transcriptions,
  id: string,
  size: number,
  bytes: Readable,
) {
  if (!(await beginUpload(transcriptions, id, size))) {
    bytes.destroy();
    return;
  }
  await storeArrived(transcriptions, id, size, bytes);
}

/**
 * Stores the whole file of an `uploading` transcription whose size is known (a link import's download),
 * then validates it like any upload.
 */
export async function storeArrived(
  transcriptions: Transcriptions,
  id: string,
  size: number,
  bytes: Readable,
) {
  try {
    const { store } = transcriptions;
    await store.beginUpload({ key: id, size });
    const received = await store.append(id, 0, bytes);
    if (received !== size) throw new Error(`received ${received} of ${size} bytes`);
  } catch (error) {
    transcriptions.log.warn({ err: error, transcription: id }, 'the file did not arrive');
    await fail(transcriptions, id, 'transcriptions.failure.upload_interrupted', ['uploading']);
    return;
  }
  await finishUpload(transcriptions, id);
}

/** A length header of digits only, as a number; null when absent or anything else. */
function byteCountOf(request: FastifyRequest, name: string) {
  const header = request.headers[name];
  return typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;
}

/**
 * The size the client declares for its upload, or null for a recording sent while it is made, whose
 * length is declared with its last piece (tus's creation-defer-length, `Upload-Defer-Length: 1`). A
 * declared size is checked against the size and storage limits here, before any byte is taken; a
 * deferred one piece by piece (`assertPieceFits`).
 */
function uploadLengthOf(request: FastifyRequest) {
  const length = byteCountOf(request, 'upload-length');
  if (length !== null) return length;
  if (request.headers['upload-length'] === undefined && request.headers['upload-defer-length'] === '1')
    return null;
  throw new HttpError(400, 'transcriptions.upload_length_required');
}

/**
 * The tus resumable-upload protocol (tus.io, v1.0.0 with creation and termination off) for transcription
 * media. A client creates the upload at the transcription's `upload_url` (`POST`), then sends the bytes
 * with `PATCH` to the answered Location, resuming after a drop from the offset `HEAD` reports. The bytes
 * go straight into the media store (local directory or S3) under the transcription's id.
 *
 * Routes sit inside the guarded /api scope, so the session, CSRF and terms checks apply as everywhere;
 * each also checks that the transcription is the caller's and is at the right step.
 */
export function uploadRoutes(transcriptions: Transcriptions): FastifyPluginAsync {
  const { config, db } = transcriptions;

  /** The largest file the transcription's workspace may upload (an administrator may set its own). */
  async function maxFileBytesOf(id: string | null) {
    const row = id === null ? undefined : await findTranscription(db, id);
    if (!row) return config.uploads.maxFileBytes;
    return (await workspaceLimitsOf(db, config, row.workspaceId)).maxFileBytes;
  }

  const tus = new TusServer({
    path: UPLOADS_PATH,
    // A recording's bytes count in the storage quota as they arrive, not only once its length is known.
    datastore: new MediaStoreForTus(transcriptions.store, (id, bytes) => setReceivedBytes(db, id, bytes)),
    maxSize: (_request, id) => maxFileBytesOf(id),
    relativeLocation: true,
    // The route has checked the transcription; its id names the upload, so a retried creation cannot
    // leave a second copy behind.
    namingFunction: (request) =>
      /\/transcriptions\/([^/]+)\/upload$/.exec(new URL(request.url).pathname)![1]!,
    async onUploadCreate(_request, upload) {
      if (!(await beginUpload(transcriptions, upload.id, upload.size ?? null))) {
        throw { status_code: 409, body: 'This transcription already has its file.\n' };
      }
      return {};
    },
    async onUploadFinish(_request, upload) {
      await finishUpload(transcriptions, upload.id, upload.size);
      return {};
    },
  });

  /**
   * Lets tus answer for the upload of the transcription the route authorised. tus reads the upload id from
   * the end of the URL, query string included (`…/<own id>?x=/<victim id>` would name the victim's), so
   * the URL it sees is rebuilt from that id alone.
   */
  async function handOver(request: FastifyRequest, reply: FastifyReply, url: string) {
    request.raw.url = url;
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  }

  /** The caller's transcription, or 404 (another workspace's id is never acknowledged). */
  async function ownTranscription(request: FastifyRequest) {
    const { id } = ZIdParams.parse(request.params);
    const row = await findTranscription(transcriptions.db, id);
    if (!row || row.workspaceId !== memberOf(request).workspace.id)
      throw notFound('transcriptions.not_found');
    return row;
  }

  /**
   * A piece of an upload whose size is not declared yet must say its own length, so that the storage
   * quota is checked before it is taken; tus refuses bytes past the largest file on its own. What the
   * recording already holds counts in the workspace's storage: only the bytes beyond it are new.
   */
  async function assertPieceFits(request: FastifyRequest, row: TranscriptionRow) {
    const offset = byteCountOf(request, 'upload-offset');
    const length = byteCountOf(request, 'content-length');
    if (offset === null || length === null) throw new HttpError(411, 'transcriptions.piece_length_required');
    const counted = row.receivedBytes ?? 0;
    await assertStorageFor(transcriptions.db, config, row.workspaceId, offset + length - counted);
  }

  return async (app) => {
    // The bytes are streamed into the store by tus, never parsed or buffered by Fastify.
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    // Upload chunks are bounded by the upload and storage limits, not by the per-user API limit: a fast
    // connection sends many of them a minute.
    const hidden = { schema: { hide: true }, config: { rateLimit: false } } as const;

    app.post('/transcriptions/:id/upload', hidden, async (request, reply) => {
      const row = await ownTranscription(request);
      if (row.status !== 'waiting') throw new HttpError(409, 'transcriptions.upload_exists');
      const length = uploadLengthOf(request);
      if (length !== null) {
        const limit = await maxFileBytesOf(row.id);
        if (length > limit) throw new HttpError(413, tooLargeFor(limit));
        await assertStorageFor(transcriptions.db, config, row.workspaceId, length);
      }
      await handOver(request, reply, uploadUrlOf(row.id));
    });

    app.route({
      method: ['HEAD', 'PATCH', 'OPTIONS'],
      url: `${UPLOADS_PATH.replace(/^\/api/, '')}/:id`,
      ...hidden,
      async handler(request, reply) {
        const row = await ownTranscription(request);
        // Resuming asks HEAD for the offset; only an unfinished upload takes more bytes.
        if (request.method === 'PATCH' && row.status !== 'uploading') {
          throw new HttpError(409, 'transcriptions.upload_finished');
        }
        if (!row.mediaStored) throw notFound('transcriptions.not_found');
        if (request.method === 'PATCH' && row.sizeBytes === null) await assertPieceFits(request, row);
        await handOver(request, reply, `${UPLOADS_PATH}/${row.id}`);
      },
    });
  };
}
