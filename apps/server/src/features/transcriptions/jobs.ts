import { z } from 'zod';
import { defineJob } from '../../queue/index.js';

const ZId = z.string().min(1).max(64);

export const ZTranscriptionJob = z.object({ transcriptionId: ZId, workspaceId: ZId });
export type TTranscriptionJob = z.infer<typeof ZTranscriptionJob>;

/** Transcribes one `queued` transcription; workspaces take turns, and each transcription runs once at a time. */
export const runTranscription = defineJob({
  id: 'transcription.run',
  version: 1,
  payload: ZTranscriptionJob,
  dedupeKey: (job) => job.transcriptionId,
  fairBy: (job) => job.workspaceId,
});

/** Probes a finished upload by its content and makes it `pending` or fails it with the reason. */
export const validateUploadJob = defineJob({
  id: 'upload.validate',
  version: 1,
  payload: z.object({ transcriptionId: ZId }),
  dedupeKey: (job) => job.transcriptionId,
});

/**
 * The sweep: expiry, recovery of lost work and owed notices, admission, media clean-up. One waits or
 * runs at a time; a failed one is not retried, the next tick is the retry.
 */
export const sweepJob = defineJob({
  id: 'transcriptions.sweep',
  version: 1,
  payload: z.object({
    /** This process is the only worker and has just started: recover everything left running now. */
    recoverAll: z.boolean(),
  }),
  dedupeKey: () => 'sweep',
  attempts: 1,
});
