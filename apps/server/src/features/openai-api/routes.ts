import multipart from '@fastify/multipart';
import { MAX_PROMPT_CHARS } from '@whispy/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CallerResolver } from '../../http/access.js';
import { addApiRateLimit } from '../../http/rate-limit.js';
import { workspaceLimitsOf } from '../transcriptions/index.js';
import { speechAnswer } from './answers.js';
import { answerInOpenAiShape } from './error-answers.js';
import { readSpeechForm } from './form.js';
import { OpenAiError } from './openai-error.js';
import { type SpeechParts, transcribeSpeech } from './speech.js';
import { RESPONSE_FORMATS, speechRequestOf, type Task, WHISPER_MODEL } from './speech-request.js';

const FIELDS = `multipart/form-data: \`file\` (audio or video), \`model\` (\`${WHISPER_MODEL}\`: the server's default engine, or whispy-tiny … whispy-large), \`prompt\` (text the speech continues, in the spelling and style to keep: Whisper's initial prompt; its last ${MAX_PROMPT_CHARS} characters are kept), \`response_format\` (${RESPONSE_FORMATS.join(', ')}), \`temperature\` (0–1)`;

const DOCS: Record<Task, { path: string; summary: string; description: string }> = {
  transcribe: {
    path: '/audio/transcriptions',
    summary: 'OpenAI-compatible: transcribe a file (waits for the transcript)',
    description: `${FIELDS}, \`language\` (a code, or auto) and \`timestamp_granularities[]\` (word, segment; with verbose_json). Authorization: Bearer personal access token. Errors: \`{error: {message, type, param, code}}\` with OpenAI's statuses.`,
  },
  translate: {
    path: '/audio/translations',
    summary: 'OpenAI-compatible: translate the speech of a file into English (waits for the text)',
    description: `${FIELDS}. Authorization: Bearer personal access token. Errors: \`{error: {message, type, param, code}}\` with OpenAI's statuses.`,
  },
};

/** OpenAI's error shape, for the statuses a /v1 request can be refused with (its API reference, "Error codes"). */
const ZOpenAiError = z
  .object({
    error: z.object({
      message: z.string(),
      type: z.string(),
      param: z.string().nullable(),
      code: z.string().nullable(),
    }),
  })
  .describe("A refusal, in OpenAI's error shape");
const REFUSALS = Object.fromEntries(
  [400, 401, 403, 404, 413, 429, 500, 504].map((status) => [status, ZOpenAiError]),
);
// The transcript: JSON for json and verbose_json, plain text for text, srt and vtt.
const RESPONSES = {
  200: z.unknown().describe('The transcript, in the response_format asked for'),
  ...REFUSALS,
};

/**
 * The caller of a /v1 request, from its bearer token only (OpenAI's clients send nothing else): a user
 * working in the token's workspace who has accepted the current terms.
 */
async function tokenCaller(request: FastifyRequest, callers: CallerResolver) {
  const [scheme, token, ...rest] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0) {
    throw new OpenAiError(401, 'openai.api_key_missing', null, 'invalid_api_key');
  }
  const acting = await callers.actingOfToken(token);
  const caller = acting && (await callers.callerOf(acting, false));
  if (!caller?.workspace) throw new OpenAiError(401, 'openai.api_key_invalid', null, 'invalid_api_key');
  if (!caller.termsAccepted) throw new OpenAiError(403, 'terms.acceptance_required');
  return caller;
}

/** The request gave up (the client closed the connection): stop waiting; the transcription goes on. */
function closedSignal(request: FastifyRequest) {
  const closed = new AbortController();
  request.raw.once('close', () => closed.abort());
  return closed.signal;
}

/**
 * OpenAI's speech endpoints under /v1 (ADR 030): `audio/transcriptions` and `audio/translations`, multipart
 * as OpenAI defines them, answered in OpenAI's formats and error shape.
 */
export function openAiSpeechRoutes(parts: SpeechParts, callers: CallerResolver): FastifyPluginAsync {
  const { transcriptions } = parts;
  return async (app: FastifyInstance) => {
    app.setErrorHandler(answerInOpenAiShape);
    app.setNotFoundHandler(() => {
      throw new OpenAiError(404, 'api.route_not_found');
    });
    // The web app's wildcard GET route would otherwise answer GET /v1/… (clients probe `GET /v1/models` to
    // check a key) with its HTML page: every other path here is this scope's, behind its token check.
    const notFound = (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
    app.all('/', { schema: { hide: true } }, notFound);
    app.all('/*', { schema: { hide: true } }, notFound);
    await app.register(multipart);
    app.decorateRequest('member', null);
    app.addHook('onRequest', async (request) => {
      request.member = await tokenCaller(request, callers);
    });
    addApiRateLimit(app, transcriptions.config.limits.apiRequestsPerMinute);

    for (const task of ['transcribe', 'translate'] as const) {
      const { path, summary, description } = DOCS[task];
      const schema = { tags: ['openai'], summary, description, response: RESPONSES };
      app.post(path, { schema }, async (request, reply) => {
        const caller = request.member!;
        const workspaceId = caller.workspace!.id;
        const { maxFileBytes } = await workspaceLimitsOf(
          transcriptions.db,
          transcriptions.config,
          workspaceId,
        );
        const form = await readSpeechForm(request, maxFileBytes);
        try {
          const speech = speechRequestOf(task, form.fields);
          const row = await transcribeSpeech(parts, { userId: caller.user.id, workspaceId }, speech, form, {
            signal: closedSignal(request),
            // OpenAI's SDKs send a request again after a 429 or 5xx unless told not to: once the
            // transcription exists (pending for minutes, failed, still running), that would make another.
            created: () => reply.header('x-should-retry', 'false'),
          });
          const { type, body } = speechAnswer(row, speech, request);
          return reply.type(type).send(body);
        } finally {
          await form.discard();
        }
      });
    }
  };
}
