import {
  ZCreatedTranscription,
  ZCreateTranscription,
  ZEngineChoices,
  ZEnvelope,
  ZErrorEnvelope,
  ZPage,
  ZSaveTranscript,
  ZTranscription,
  ZTranscriptionDetail,
  ZTranscriptionLimits,
  ZTranscriptionListQuery,
  ZUpdateTranscription,
} from '@whispy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerIdsOf } from '../../http/access.js';
import { guardedErrors, nullEnvelope, validationError, ZIdParams } from '../../http/responses.js';
import type { Transcriptions } from './context.js';
import type { EngineChoices } from './engine-choices.js';
import { limitsOf } from './quota.js';
import {
  createTranscription,
  deleteOwn,
  findInScope,
  listTranscriptions,
  saveTranscript,
  toContract,
  toDetail,
  undoRecognition,
  updateOwn,
} from './service.js';
import { uploadRoutes } from './uploads.js';
import { scopeOf, VISIBILITIES } from './visibility.js';

const tags = ['transcriptions'];
const notFound = { 404: ZErrorEnvelope.describe('No such transcription in your workspace (or not public)') };

/**
 * `transcriptions` (the caller's workspace) and `public_transcriptions` (everyone's public ones, read
 * only), plus the tus upload endpoints. Every lookup is scoped in SQL, so another workspace's id answers
 * 404 exactly like an id that does not exist.
 */
export function transcriptionRoutes(
  transcriptions: Transcriptions,
  engineChoices: EngineChoices,
): FastifyPluginAsyncZod {
  const { config } = transcriptions;
  const expireAfterMs = config.uploads.expireAfterMs;

  return async (app) => {
    await app.register(uploadRoutes(transcriptions));

    app.get(
      '/transcriptions/limits',
      {
        schema: {
          tags,
          summary: 'Upload limits, and the trial and minutes left to the workspace',
          response: { 200: ZEnvelope(ZTranscriptionLimits), ...guardedErrors },
        },
      },
      async (request) => ({
        result: await limitsOf(transcriptions.db, config, callerIdsOf(request).workspaceId),
      }),
    );

    app.get(
      '/transcriptions/engines',
      {
        schema: {
          tags,
          summary: 'The five engines and whether this server has their models',
          response: { 200: ZEnvelope(ZEngineChoices), ...guardedErrors },
        },
      },
      async () => ({ result: await engineChoices() }),
    );

    for (const { visibility, path } of VISIBILITIES) {
      app.get(
        path,
        {
          schema: {
            tags,
            summary:
              visibility === 'own'
                ? "A page of the workspace's transcriptions"
                : 'A page of the public transcriptions of every workspace',
            querystring: ZTranscriptionListQuery,
            response: { 200: ZEnvelope(ZPage(ZTranscription)), ...guardedErrors, ...validationError },
          },
        },
        async (request) => {
          const caller = callerIdsOf(request);
          const scope = scopeOf(visibility, caller);
          const { items, page } = await listTranscriptions(transcriptions, scope, request.query);
          const data = items.map((item) => toContract(item, caller, request.t, expireAfterMs));
          return { result: { data, ...page } };
        },
      );
      app.get(
        `${path}/:id`,
        {
          schema: {
            tags,
            summary: 'A transcription with its transcript (null until completed)',
            params: ZIdParams,
            response: { 200: ZEnvelope(ZTranscriptionDetail), ...notFound, ...guardedErrors },
          },
        },
        async (request) => {
          const caller = callerIdsOf(request);
          const found = await findInScope(transcriptions, scopeOf(visibility, caller), request.params.id);
          return { result: toDetail(found, caller, request.t, expireAfterMs) };
        },
      );
    }

    app.post(
      '/transcriptions',
      {
        schema: {
          tags,
          summary: 'Create a transcription; then upload its file with tus to `upload_url`',
          body: ZCreateTranscription,
          response: {
            201: ZEnvelope(ZCreatedTranscription),
            ...guardedErrors,
            ...validationError,
            403: ZErrorEnvelope.describe(
              'The trial has no transcriptions left (or the terms are not accepted)',
            ),
          },
        },
      },
      async (request, reply) => {
        const created = await createTranscription(transcriptions, callerIdsOf(request), request.body);
        return reply.code(201).send({ result: created });
      },
    );

    app.put(
      '/transcriptions/:id',
      {
        schema: {
          tags,
          summary: 'Rename, publish or unpublish, or rename speakers',
          params: ZIdParams,
          body: ZUpdateTranscription,
          response: { 200: ZEnvelope(ZTranscription), ...notFound, ...guardedErrors, ...validationError },
        },
      },
      async (request) => {
        const caller = callerIdsOf(request);
        const updated = await updateOwn(transcriptions, caller, request.params.id, request.body);
        return {
          result: toContract(updated, caller, request.t, expireAfterMs),
          message: request.t('transcriptions.saved'),
        };
      },
    );

    app.put(
      '/transcriptions/:id/transcript',
      {
        schema: {
          tags,
          summary: 'Save the edited transcript and its speakers over the version it was edited from',
          params: ZIdParams,
          body: ZSaveTranscript,
          response: {
            200: ZEnvelope(ZTranscriptionDetail),
            ...notFound,
            409: ZErrorEnvelope.describe(
              'Someone else saved since `version` (nothing was saved), or the transcription is not completed',
            ),
            ...guardedErrors,
            ...validationError,
          },
        },
        // A 3-hour transcript with word timings is several megabytes of JSON.
        bodyLimit: 32 * 1024 * 1024,
      },
      async (request) => {
        const caller = callerIdsOf(request);
        const saved = await saveTranscript(transcriptions, caller, request.params.id, request.body);
        return {
          result: toDetail(saved, caller, request.t, expireAfterMs),
          message: request.t('transcriptions.saved'),
        };
      },
    );

    app.delete(
      '/transcriptions/:id/speakers/:speaker/recognition',
      {
        schema: {
          tags,
          summary: "Undo the name a voice profile gave a speaker: it goes back to the engine's label",
          description: 'The transcript takes a new version, as a rename does.',
          params: ZIdParams.extend({ speaker: z.string().min(1).max(100) }),
          response: {
            200: ZEnvelope(ZTranscription),
            404: ZErrorEnvelope.describe(
              'No such transcription in your workspace, or no speaker of it named by a voice profile',
            ),
            409: ZErrorEnvelope.describe('Someone saved the transcript at the same moment; nothing changed'),
            ...guardedErrors,
          },
        },
      },
      async (request) => {
        const caller = callerIdsOf(request);
        const { id, speaker } = request.params;
        const updated = await undoRecognition(transcriptions, caller, id, speaker);
        return {
          result: toContract(updated, caller, request.t, expireAfterMs),
          message: request.t('transcriptions.recognition_undone'),
        };
      },
    );

    app.delete(
      '/transcriptions/:id',
      {
        schema: {
          tags,
          summary: 'Delete a transcription and its media',
          params: ZIdParams,
          response: { 200: nullEnvelope, ...notFound, ...guardedErrors },
        },
      },
      async (request) => {
        await deleteOwn(transcriptions, callerIdsOf(request), request.params.id);
        return { result: null, message: request.t('transcriptions.deleted') };
      },
    );
  };
}
