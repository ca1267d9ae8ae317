import { RUNNING_STATUSES, type TTranscript } from '@whispy/contracts';
import type { EnginePool } from '../../engine/index.js';
import type { JobHandler } from '../../queue/index.js';
import { recogniseSpeakers } from '../voice-profiles/index.js';
import type { Transcriptions } from './context.js';
import { fail, permanentFailure } from './failures.js';
import type { TTranscriptionJob } from './jobs.js';
import { heartbeat, reportProgress, transition } from './lifecycle.js';
import { removeMedia } from './media.js';
import { clearPartialSegments } from './partial-segments.js';
import { type PartialTranscript, partialTranscript } from './partial-transcript.js';
import { findTranscription } from './repo.js';
import { secondsLeft } from './time-left.js';
import { isTimeout, jobTimeLimits } from './time-limits.js';

/** Running work proves it is alive this often; the sweep recovers rows silent for much longer. */
export const HEARTBEAT_MS = 10_000;
/** Live progress at most this often: enough for a smooth bar, few writes. */
const PROGRESS_INTERVAL_MS = 1_000;

function speakerLabels(transcript: TTranscript): string[] {
  const labels = new Set<string>();
  for (const segment of transcript.segments) if (segment.speaker) labels.add(segment.speaker);
  return [...labels];
}

/**
 * The queue's job: transcribes one `queued` transcription with the engine and saves the transcript.
 * A retry finds the row where the dead attempt left it (`preparing`/`processing`) and starts over.
 * Throwing asks the queue to retry; everything that cannot get better by retrying is settled here.
 */
export function transcriptionJob(
  transcriptions: Transcriptions,
  engine: EnginePool,
): JobHandler<TTranscriptionJob> {
  const { db, store, log, config } = transcriptions;
  const timeLimits = jobTimeLimits(config.engine.timeLimit);
  return async ({ transcriptionId: id }, { attempt, maxAttempts }) => {
    const row = await findTranscription(db, id);
    if (!row) return; // deleted while it waited
    if (row.status === 'preparing' || row.status === 'processing') {
      await transition(transcriptions, id, 'queued', { from: [row.status] });
    }
    const preparing = await transition(transcriptions, id, 'preparing', {
      from: ['queued'],
      patch: { attempts: row.attempts + 1 },
    });
    if (!preparing) return; // finished, failed, expired or taken by another worker meanwhile
    const beating = setInterval(() => {
      heartbeat(db, id).catch((error) => log.warn({ err: error, transcription: id }, 'heartbeat failed'));
    }, HEARTBEAT_MS);
    let media: Awaited<ReturnType<typeof store.checkout>> | null = null;
    let partial: PartialTranscript | null = null;
    try {
      media = await store.checkout(id);
      // A dead attempt's text is redone from the start, like its transcript.
      await clearPartialSegments(db, id);
      if (!(await transition(transcriptions, id, 'processing', { from: ['preparing'] }))) return;
      partial = partialTranscript(transcriptions, { id, workspaceId: preparing.workspaceId });
      let reported = 0;
      // Rows admitted before every job had a limit have none: the longest file accepted is the bound.
      const maxSeconds = preparing.maxSeconds ?? config.uploads.maxFileSeconds;
      const shape = { engine: preparing.engine, diarize: preparing.diarization };
      const started = Date.now();
      const transcript = await engine.transcribe(
        media.path,
        {
          model: preparing.engine,
          language: preparing.language,
          diarize: preparing.diarization,
          min_speakers: preparing.minSpeakers,
          max_speakers: preparing.maxSpeakers,
          max_seconds: maxSeconds,
          task: preparing.translate ? 'translate' : 'transcribe',
          vocabulary: preparing.vocabulary,
          prompt: preparing.prompt,
          temperature: preparing.temperature,
        },
        {
          onProgress: (fraction) => {
            if (Date.now() - reported < PROGRESS_INTERVAL_MS) return;
            reported = Date.now();
            const remainingSeconds = secondsLeft(reported - started, fraction);
            reportProgress(transcriptions, id, 'processing', { progress: fraction, remainingSeconds }).catch(
              (error) => log.warn({ err: error, transcription: id }, 'progress not recorded'),
            );
          },
          onSegment: (segment) => partial?.add(segment),
        },
        AbortSignal.timeout(timeLimits.limitMs(shape, maxSeconds)),
      );
      timeLimits.record(shape, transcript.transcribed_seconds, Date.now() - started);
      // Written before the transcript, so no text made so far is stored after the job has ended.
      await partial.finish();
      const recognised = await recogniseSpeakers(
        db,
        { workspaceId: preparing.workspaceId, transcriptionId: id },
        transcript.voices,
      );
      const completed = await transition(transcriptions, id, 'completed', {
        from: ['processing'],
        patch: {
          segments: transcript.segments,
          speakerLabels: speakerLabels(transcript),
          // A voice profile's name is applied as if typed, and remembered as applied so it can be undone.
          speakerNames: Object.fromEntries(recognised.map(({ speaker, profile }) => [speaker, profile.name])),
          recognisedSpeakers: Object.fromEntries(
            recognised.map(({ speaker, profile }) => [
              speaker,
              { profileId: profile.id, name: profile.name },
            ]),
          ),
          detectedLanguage: transcript.language,
          model: transcript.model,
          duration: transcript.duration,
          transcribedSeconds: transcript.transcribed_seconds,
          truncated: transcript.truncated,
          chargedSeconds: transcript.transcribed_seconds,
          completedAt: new Date(),
        },
      });
      if (completed && !completed.keepData) await removeMedia(transcriptions, id);
    } catch (error) {
      if (isTimeout(error)) log.warn({ transcription: id }, 'transcription outran its time limit; stopped');
      const failure = isTimeout(error) ? 'transcriptions.failure.took_too_long' : permanentFailure(error);
      if (failure) {
        await fail(transcriptions, id, failure, RUNNING_STATUSES);
        return;
      }
      if (attempt >= maxAttempts) {
        log.error({ err: error, transcription: id }, 'transcription failed on its last attempt');
        await fail(transcriptions, id, 'transcriptions.failure.engine_failed', RUNNING_STATUSES);
        return;
      }
      await transition(transcriptions, id, 'queued', { from: RUNNING_STATUSES });
      throw error;
    } finally {
      clearInterval(beating);
      await partial?.finish();
      // The transcript, or the failure, replaces the text made so far.
      if (partial) {
        await clearPartialSegments(db, id).catch((error) =>
          log.warn({ err: error, transcription: id }, 'text made so far not cleared'),
        );
      }
      await media?.release();
    }
  };
}
