import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { GrammyError } from 'grammy';
import type { Message } from 'grammy/types';
import { Refusal } from '../../domain/refusal.js';
import { type Language, translate } from '../../i18n/index.js';
import { findMember } from '../identity/index.js';
import {
  assertRunnable,
  assertStorageFor,
  createTranscription,
  type EngineChoices,
  receiveUpload,
  type Transcriptions,
  tooLargeFor,
  workspaceLimitsOf,
} from '../transcriptions/index.js';
import { chatLanguage, type MessageContext, replyTo } from './replies.js';
import { findLinkOfChat, insertTelegramTranscription } from './repo.js';
import { fileUrl, type TelegramSettings } from './telegram-api.js';

/** The Bot API lets bots download files up to 20 MB (`getFile`); bigger ones must be uploaded in Whispy. */
const BOT_DOWNLOAD_LIMIT_MB = 20;
const BOT_DOWNLOAD_LIMIT_BYTES = BOT_DOWNLOAD_LIMIT_MB * 1024 * 1024;

interface MessageMedia {
  fileId: string;
  size: number | undefined;
  name: string | undefined;
}

/** The file of a voice, audio, video or round video message, or of a document that is audio or video. */
export function mediaOf(message: Message): MessageMedia | null {
  const { voice, audio, video, video_note: note, document } = message;
  if (voice) return { fileId: voice.file_id, size: voice.file_size, name: undefined };
  if (audio) return { fileId: audio.file_id, size: audio.file_size, name: audio.file_name ?? audio.title };
  if (video) return { fileId: video.file_id, size: video.file_size, name: video.file_name };
  if (note) return { fileId: note.file_id, size: note.file_size, name: undefined };
  if (document && /^(audio|video)\//.test(document.mime_type ?? '')) {
    return { fileId: document.file_id, size: document.file_size, name: document.file_name };
  }
  return null;
}

export interface IntakeParts {
  transcriptions: Transcriptions;
  settings: TelegramSettings;
  /** What this server can run; the bot uses the engine the upload form preselects. */
  engineChoices: EngineChoices;
}

/** A refusal in words for a chat: the reason for the field at fault, where the form would show one. */
const reasonOf = (refusal: Refusal) => Object.values(refusal.fields ?? {})[0]?.[0] ?? refusal.userMessage;

/**
 * Voice, audio and video sent to the bot become transcriptions of the linked user's workspace, taken in
 * like an upload (engine checks, storage, trial and batch limits, content probe, minutes), in the detected
 * language with the default engine. The file streams from Telegram into the media store. The transcript comes later, as a
 * reply (notifier.ts).
 */
export function mediaIntake({ transcriptions, settings, engineChoices }: IntakeParts) {
  const { db, config } = transcriptions;

  async function openFile(ctx: MessageContext, fileId: string) {
    let filePath: string | undefined;
    try {
      filePath = (await ctx.api.getFile(fileId)).file_path;
    } catch (error) {
      // Telegram's own refusal when the size was not in the message.
      if (error instanceof GrammyError && /too big/i.test(error.description)) return null;
      throw error;
    }
    if (!filePath) throw new Error('Telegram described the file without a path');
    const response = await fetch(fileUrl(settings, filePath));
    const size = Number(response.headers.get('content-length'));
    if (!response.ok || !response.body || !Number.isInteger(size)) {
      await response.body?.cancel();
      throw new Error(`Telegram answered ${response.status} to the file download`);
    }
    return { size, body: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>) };
  }

  return async (ctx: MessageContext) => {
    const link = await findLinkOfChat(db, ctx.chat.id);
    const language = chatLanguage(ctx, link);
    if (!link) return replyTo(ctx, language, 'telegram.how_to_connect');
    const media = mediaOf(ctx.msg);
    if (!media) return replyTo(ctx, language, 'telegram.not_media');
    const tooLarge = { id: 'telegram.file_too_large', params: { megabytes: BOT_DOWNLOAD_LIMIT_MB } } as const;
    if ((media.size ?? 0) > BOT_DOWNLOAD_LIMIT_BYTES) return replyTo(ctx, language, tooLarge);
    const member = await findMember(db, link.userId, config.terms.version);
    if (!member?.termsAccepted) return replyTo(ctx, language, 'terms.acceptance_required');
    const workspace = member.workspace;
    if (!workspace) return replyTo(ctx, language, 'workspace.required');

    const file = await openFile(ctx, media.fileId);
    if (!file) return replyTo(ctx, language, tooLarge);
    const { maxFileBytes } = await workspaceLimitsOf(db, config, workspace.id);
    if (file.size > maxFileBytes) {
      file.body.destroy();
      return replyTo(ctx, language, tooLargeFor(maxFileBytes));
    }
    let created: { id: string };
    try {
      const engine = (await engineChoices()).default_engine;
      // The same checks as the upload form's, so a server that cannot run it says so now, not as a failure.
      await assertRunnable(engineChoices, engine, 'auto');
      await assertStorageFor(db, config, workspace.id, file.size);
      created = await createTranscription(
        transcriptions,
        { userId: member.user.id, workspaceId: workspace.id },
        {
          name: media.name?.slice(0, 200) || messageName(ctx, language),
          language: 'auto',
          engine,
          diarization: false,
        },
      );
    } catch (error) {
      file.body.destroy();
      if (error instanceof Refusal) return replyTo(ctx, language, reasonOf(error));
      throw error;
    }
    await insertTelegramTranscription(db, {
      transcriptionId: created.id,
      chatId: ctx.chat.id,
      messageId: ctx.msg.message_id,
    });
    await replyTo(ctx, language, 'telegram.transcribing');
    await receiveUpload(transcriptions, created.id, file.size, file.body);
  };
}

/** "Telegram message 2025-05-01 14:03 UTC": voice messages have no file name. */
function messageName(ctx: MessageContext, language: Language) {
  const date = `${new Date(ctx.msg.date * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return translate(language, { id: 'telegram.message_name', params: { date } });
}
