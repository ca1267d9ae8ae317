import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { tooLargeFor } from '../transcriptions/index.js';
import { OpenAiError } from './openai-error.js';

/** OpenAI's forms have at most seven fields; room for a repeated `timestamp_granularities[]`. */
const MAX_FIELDS = 12;
/** The longest field value: a prompt (OpenAI reads its last 224 tokens), with room for any script. */
export const MAX_FIELD_BYTES = 8 * 1024;
/** What multipart framing and the fields add to the file's bytes in a request. */
const FORM_OVERHEAD_BYTES = MAX_FIELDS * (MAX_FIELD_BYTES + 512);

/** Requests whose form began to be parsed: their unread rest is no longer drained by Node itself. */
const parsing = new WeakSet<FastifyRequest['raw']>();

/**
 * Whether a request was refused in the middle of its form: its connection must close, or the unread rest
 * of the form would be read as the next request. Refused before (a bad token), Node drains it itself.
 */
export const refusedMidForm = (request: FastifyRequest) => parsing.has(request.raw) && !request.raw.complete;

/** A received form: its fields as sent, and its one file on disk (removed by `discard`). */
export interface SpeechForm {
  fields: Record<string, string[]>;
  file: { path: string; name: string; size: number };
  discard(): Promise<void>;
}

/**
 * Reads an OpenAI audio form (multipart) as it streams: the file into a private temporary folder, at most
 * `maxFileBytes` of it, the fields bounded in number and size. Anything else in the form is refused.
 */
export async function readSpeechForm(request: FastifyRequest, maxFileBytes: number): Promise<SpeechForm> {
  if (!request.isMultipart()) throw new OpenAiError(400, 'openai.multipart_required', 'file');
  // A declared length past every limit is refused before a byte is stored.
  if (Number(request.headers['content-length']) > maxFileBytes + FORM_OVERHEAD_BYTES) {
    throw new OpenAiError(413, tooLargeFor(maxFileBytes), 'file');
  }
  const folder = await mkdtemp(join(tmpdir(), 'whispy-speech-'));
  const discard = () => rm(folder, { recursive: true, force: true });
  const fields: Record<string, string[]> = {};
  let file: SpeechForm['file'] | null = null;
  try {
    parsing.add(request.raw);
    const parts = request.parts({
      limits: {
        fileSize: maxFileBytes,
        files: 2,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        fieldNameSize: 64,
        headerPairs: 32,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw file
            ? new OpenAiError(400, 'openai.one_file', 'file')
            : new OpenAiError(400, { id: 'openai.field_unknown', params: { field: part.fieldname } });
        }
        const path = join(folder, 'media');
        // The parser would read a file past its limit to the end (to raise it there), and a sender without
        // a length could stream on without end: refused the moment the limit is passed.
        part.file.once('limit', () =>
          part.file.destroy(new OpenAiError(413, tooLargeFor(maxFileBytes), 'file')),
        );
        await pipeline(part.file, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
        file = { path, name: part.filename, size: (await stat(path)).size };
      } else {
        if (part.fieldnameTruncated || part.valueTruncated) {
          throw new OpenAiError(400, 'openai.field_too_long', part.fieldname.slice(0, 64));
        }
        fields[part.fieldname] = [...(fields[part.fieldname] ?? []), String(part.value)];
      }
    }
    if (!file) throw new OpenAiError(400, 'openai.file_required', 'file');
    return { fields, file, discard };
  } catch (error) {
    await discard();
    // The client hung up before its form was whole (a reset, not a server error): the sender's to send again.
    if (request.raw.readableAborted) {
      throw new OpenAiError(400, 'transcriptions.failure.upload_interrupted', 'file');
    }
    if (isMalformedForm(error)) throw new OpenAiError(400, 'openai.multipart_required', 'file');
    throw error;
  }
}

/**
 * The multipart parser's own refusals (no boundary, a cut-off form, a broken part header) are plain
 * errors, unlike the server's (`statusCode`) and the file system's (`code`): the sender's to fix.
 */
function isMalformedForm(error: unknown) {
  return error instanceof Error && !('statusCode' in error) && !('code' in error);
}
