import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerIdsOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import type { Transcriptions } from './context.js';
import { assertRunnable, type EngineChoices } from './engine-choices.js';
import { limitsOf } from './quota.js';
import { finishRecording, unfinishedRecordingsOf } from './recordings.js';
import { runAgain } from './run-again.js';
import {
  createTranscription,
  deleteOwn,
  findInScope,
  listTranscriptions,
  partialSegmentsOf,
  saveTranscript,
  toContract,
  toDetail,
  undoRecognition,
  updateOwn,
} from './service.js';
import { uploadRoutes } from './uploads.js';
import { scopeOf, VISIBILITIES } from './visibility.js';

const tags = ['transcriptions'];
const notFound = { 404: 'No such transcription in your workspace (or not public)' };

/**
 * `transcriptions` (the caller's workspace) and `public_transcriptions` (everyone's public ones, read
 * only), plus the tus upload endpoints. Every lookup is scoped in SQL, so another workspace's id answers
 * 404 exactly like an id that does not exist.
 */
export function transcriptionRoutes(
  transcriptions: Transcriptions,
  engineChoices: EngineChoices,
): FastifyPluginAsync {
  const { config } = transcriptions;
  const expireAfterMs = config.uploads.expireAfterMs;

  return async (app) => {
    // Registered by hand: tus speaks its own protocol, not JSON (see uploads.ts).
    await app.register(uploadRoutes(transcriptions));

    serve(app, contract.getTranscriptionLimits, {
      tags,
      summary: 'Upload limits, and the trial and minutes left to the workspace',
      handler: async (request) => ({
        result: await limitsOf(transcriptions.db, config, callerIdsOf(request).workspaceId),
      }),
    });

    serve(app, contract.getEngineChoices, {
      tags,
      summary: 'The five engines and whether this server has their models',
      handler: async () => ({ result: await engineChoices() }),
    });

    for (const { visibility, scope } of VISIBILITIES) {
      serve(app, contract.listTranscriptions[scope], {
        tags,
        summary:
          visibility === 'own'
            ? "A page of the workspace's transcriptions"
            : 'A page of the public transcriptions of every workspace',
        handler: async (request) => {
          const caller = callerIdsOf(request);
          const { items, page } = await listTranscriptions(
            transcriptions,
            scopeOf(visibility, caller),
            request.query,
          );
          const data = items.map((item) => toContract(item, caller, request.t, expireAfterMs));
          return { result: { data, ...page } };
        },
      });
      serve(app, contract.getTranscription[scope], {
        tags,
        summary: 'A transcription with its transcript (null until completed), or the text made so far',
        refusals: notFound,
        handler: async (request) => {
          const caller = callerIdsOf(request);
          const found = await findInScope(transcriptions, scopeOf(visibility, caller), request.params.id);
          const partial = await partialSegmentsOf(transcriptions, found.row);
          return { result: toDetail(found, caller, request.t, expireAfterMs, partial) };
        },
      });
    }

    serve(app, contract.createTranscription, {
      tags,
      summary: 'Create a transcription; then upload its file with tus to `upload_url`',
      refusals: {
        403: "The trial, or the workspace's limit set by the administrator, has no transcriptions left (or the terms are not accepted)",
      },
      handler: async (request) => {
        const { engine, language, translate } = request.body;
        await assertRunnable(engineChoices, engine, language, translate);
        return { result: await createTranscription(transcriptions, callerIdsOf(request), request.body) };
      },
    });

    serve(app, contract.runTranscriptionAgain, {
      tags,
      summary: "Transcribe a finished or failed transcription's kept media again, as a new transcription",
      refusals: {
        ...notFound,
        403: "The trial, or the workspace's limit set by the administrator, has no transcriptions left",
        409: 'Not finished, or its media is no longer kept',
        413: 'The copy would take the workspace past its storage quota',
      },
      handler: async (request) => ({
        result: await runAgain(
          transcriptions,
          engineChoices,
          callerIdsOf(request),
          request.params.id,
          request.body,
        ),
      }),
    });

    serve(app, contract.updateTranscription, {
      tags,
      summary: 'Rename, publish or unpublish, or rename speakers',
      refusals: notFound,
      handler: async (request) => {
        const caller = callerIdsOf(request);
        const updated = await updateOwn(transcriptions, caller, request.params.id, request.body);
        return {
          result: toContract(updated, caller, request.t, expireAfterMs),
          message: request.t('transcriptions.saved'),
        };
      },
    });

    serve(app, contract.saveTranscript, {
      tags,
      summary: 'Save the edited transcript and its speakers over the version it was edited from',
      refusals: {
        ...notFound,
        409: 'Someone else saved since `version` (nothing was saved), or the transcription is not completed',
      },
      // A 3-hour transcript with word timings is several megabytes of JSON.
      bodyLimit: 32 * 1024 * 1024,
      handler: async (request) => {
        const caller = callerIdsOf(request);
        const saved = await saveTranscript(transcriptions, caller, request.params.id, request.body);
        return {
          result: toDetail(saved, caller, request.t, expireAfterMs),
          message: request.t('transcriptions.saved'),
        };
      },
    });

    serve(app, contract.undoSpeakerRecognition, {
      tags,
      summary: "Undo the name a voice profile gave a speaker: it goes back to the engine's label",
      description: 'The transcript takes a new version, as a rename does.',
      refusals: {
        404: 'No such transcription in your workspace, or no speaker of it named by a voice profile',
        409: 'Someone saved the transcript at the same moment; nothing changed',
      },
      handler: async (request) => {
        const caller = callerIdsOf(request);
        const { id, speaker } = request.params;
        const updated = await undoRecognition(transcriptions, caller, id, speaker);
        return {
          result: toContract(updated, caller, request.t, expireAfterMs),
          message: request.t('transcriptions.recognition_undone'),
        };
      },
    });

    serve(app, contract.listUnfinishedRecordings, {
      tags,
      summary: "The caller's microphone recordings whose upload was left unfinished (a closed tab)",
      handler: async (request) => ({
        result: await unfinishedRecordingsOf(transcriptions, callerIdsOf(request)),
      }),
    });

    serve(app, contract.finishRecording, {
      tags,
      summary: 'End an unfinished recording with what the server holds, and transcribe it',
      refusals: {
        404: 'No such unfinished recording of yours in this workspace',
        409: 'Its upload is finished already, or nothing of it arrived',
      },
      handler: async (request) => {
        await finishRecording(transcriptions, callerIdsOf(request), request.params.id);
        return { result: null };
      },
    });

    serve(app, contract.deleteTranscription, {
      tags,
      summary: 'Delete a transcription and its media',
      refusals: notFound,
      handler: async (request) => {
        await deleteOwn(transcriptions, callerIdsOf(request), request.params.id);
        return { result: null, message: request.t('transcriptions.deleted') };
      },
    });
  };
}
