import { ENGINE_NAMES, MAX_PROMPT_CHARS, ZEngineName, ZTranscriptionLanguage } from '@whispy/contracts';
import { z } from 'zod';
import { MAX_FIELD_BYTES } from './form.js';
import { OpenAiError } from './openai-error.js';

/** The answers OpenAI's audio endpoints give (`response_format`). */
export const RESPONSE_FORMATS = ['json', 'text', 'srt', 'verbose_json', 'vtt'] as const;
export type ResponseFormat = (typeof RESPONSE_FORMATS)[number];

/** OpenAI's model name for Whisper: the server's default engine here. */
export const WHISPER_MODEL = 'whisper-1';

const GRANULARITIES = 'timestamp_granularities[]';

/** A decimal number as a form field ("0", "0.2", ".5"): not "" or "0x1", which JavaScript reads as 0 and 1. */
const ZDecimal = z
  .string()
  .regex(/^\d*\.?\d+$/)
  .transform(Number);

/** The fields of `POST /v1/audio/translations` (OpenAI's, all but `file`). */
const ZTranslationFields = z
  .object({
    model: z.string().min(1).max(64),
    prompt: z.string().max(MAX_FIELD_BYTES).optional(),
    response_format: z.enum(RESPONSE_FORMATS).default('json'),
    temperature: ZDecimal.pipe(z.number().min(0).max(1)).default(0),
  })
  .strict();

/** …and of `POST /v1/audio/transcriptions`: also the spoken language and timestamp granularities. */
const ZTranscriptionFields = ZTranslationFields.extend({
  language: ZTranscriptionLanguage.optional(),
  [GRANULARITIES]: z
    .array(z.enum(['word', 'segment']))
    .max(2)
    .default([]),
}).strict();

export type Task = 'transcribe' | 'translate';

/** A speech request as the service takes it, validated. */
export interface SpeechRequest {
  task: Task;
  /** `whisper-1` (the default engine) or a Whisper engine's name. */
  model: string;
  language: z.infer<typeof ZTranscriptionLanguage>;
  responseFormat: ResponseFormat;
  /** Text the speech continues (Whisper's initial prompt), cleaned; null when none. */
  prompt: string | null;
  temperature: number;
  words: boolean;
  segments: boolean;
}

/** OpenAI's form fields, each sent once (the granularities as a list), parsed into a request; 400 otherwise. */
export function speechRequestOf(task: Task, fields: Record<string, string[]>): SpeechRequest {
  const single = Object.fromEntries(
    Object.entries(fields).map(([name, values]) => [name, name === GRANULARITIES ? values : values.at(-1)]),
  );
  const repeated = Object.entries(fields).find(
    ([name, values]) => name !== GRANULARITIES && values.length > 1,
  );
  if (repeated) throw invalidField(repeated[0]);
  const parsed = (task === 'translate' ? ZTranslationFields : ZTranscriptionFields).safeParse(single);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.code === 'unrecognized_keys') {
      const field = String(issue.keys[0]).slice(0, 64);
      throw new OpenAiError(400, { id: 'openai.field_unknown', params: { field } }, field);
    }
    throw invalidField(String(issue?.path[0] ?? 'model'));
  }
  const values: z.infer<typeof ZTranscriptionFields> = { [GRANULARITIES]: [], ...parsed.data };
  const granularities = values[GRANULARITIES];
  const verbose = values.response_format === 'verbose_json';
  if (granularities.length > 0 && !verbose) {
    throw new OpenAiError(400, 'openai.words_need_verbose_json', GRANULARITIES);
  }
  return {
    task,
    model: values.model,
    language: values.language ?? 'auto',
    responseFormat: values.response_format,
    prompt: promptOf(values.prompt),
    temperature: values.temperature,
    words: granularities.includes('word'),
    // OpenAI's default: segments only.
    segments: granularities.length === 0 || granularities.includes('segment'),
  };
}

/**
 * The prompt as the engine takes it: control and invisible characters (newlines, NUL, bidi overrides) become
 * spaces, runs of spaces one, and only the last MAX_PROMPT_CHARS characters are kept, as OpenAI reads only
 * the end of a long prompt.
 */
function promptOf(prompt: string | undefined) {
  const cleaned = (prompt ?? '').replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ').trim();
  return [...cleaned].slice(-MAX_PROMPT_CHARS).join('').trim() || null;
}

const invalidField = (field: string) =>
  new OpenAiError(400, { id: 'openai.field_invalid', params: { field } }, field);

/** The engine a model name stands for; 404 `model_not_found` for any other name. */
export function engineOfModel(model: string, defaultEngine: z.infer<typeof ZEngineName>) {
  if (model === WHISPER_MODEL) return defaultEngine;
  const engine = ZEngineName.safeParse(model);
  if (engine.success) return engine.data;
  throw new OpenAiError(
    404,
    { id: 'openai.model_not_found', params: { model: model.slice(0, 64), engines: ENGINE_NAMES.join(', ') } },
    'model',
    'model_not_found',
  );
}
