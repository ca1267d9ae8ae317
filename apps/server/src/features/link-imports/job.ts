import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { OutboundHttp } from '../../outbound/index.js';
import { defineJob, type JobHandler } from '../../queue/index.js';
import { findTranscription, linkArrival, type Transcriptions } from '../transcriptions/index.js';
import { downloadLink, LinkFailed } from './link-download.js';

const ZId = z.string().min(1).max(64);

/** Fetches the media of one `waiting` transcription from its link; workspaces take turns. */
export const importLinkJob = defineJob({
  id: 'link.import',
  version: 1,
  payload: z.object({ transcriptionId: ZId, workspaceId: ZId, url: z.string().max(2048) }),
  dedupeKey: (job) => job.transcriptionId,
  fairBy: (job) => job.workspaceId,
  // A download that failed has told its owner why; one that was cut off by a restart is failed by the sweep.
  attempts: 1,
});

/**
 * The job: downloads into a private temporary directory (bounded by the workspace's largest file, the
 * time and stall limits), then hands the file to the upload's own path (store, probe, admission). Only the
 * link's host is ever logged: its path and query may hold a token.
 */
export function importLink({
  transcriptions,
  http,
}: {
  transcriptions: Transcriptions;
  http: OutboundHttp;
}): JobHandler<z.infer<typeof importLinkJob.payload>> {
  const { db, config, log } = transcriptions;
  return async ({ transcriptionId: id, url }) => {
    const row = await findTranscription(db, id);
    if (row?.status !== 'waiting') return;
    const directory = await mkdtemp(join(tmpdir(), 'whispy-link-'));
    try {
      const target = join(directory, 'media');
      const maxBytes = await linkArrival.maxBytesOf(transcriptions, row.workspaceId);
      const bytes = await downloadLink(
        http,
        url,
        target,
        { maxBytes, ...config.linkImports },
        {
          answered: ({ name, expected }) =>
            linkArrival.began(transcriptions, id, row.workspaceId, { name, size: expected }),
          progressed: (received, expected) =>
            linkArrival.progressed(transcriptions, id, row.workspaceId, { received, expected }),
        },
      );
      if (bytes === null) return;
      await linkArrival.arrived(transcriptions, id, row.workspaceId, bytes, createReadStream(target));
    } catch (error) {
      if (!(error instanceof LinkFailed)) throw error;
      log.info({ transcription: id, host: new URL(url).host, failure: error.failure }, 'link import failed');
      await linkArrival.failed(transcriptions, id, error.failure);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  };
}
