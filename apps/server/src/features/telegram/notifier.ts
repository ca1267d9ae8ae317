import { type Api, GrammyError } from 'grammy';
import type { Db } from '../../db/database.js';
import { isMessageId, type Language, translate } from '../../i18n/index.js';
import type { JobHandler, JobQueue, QueueLogger } from '../../queue/index.js';
import { deliverNotice, type NoticeChannel, noticeJob, type TNotice } from '../notices/index.js';
import { findTranscription, type TranscriptionRow } from '../transcriptions/index.js';
import { findLinkOfUser, findTelegramMessage } from './repo.js';
import { splitText } from './split-text.js';
import { type TelegramSettings, telegramApi } from './telegram-api.js';

/** The notice channel of linked Telegram chats. */
export const TELEGRAM_NOTICES: NoticeChannel = 'telegram';

/** What sending notices needs: the database, the address links point to, a log. */
export interface TelegramNoticeParts {
  db: Db;
  publicUrl: string;
  log: QueueLogger;
}

const transcriptOf = (row: TranscriptionRow) =>
  (row.segments ?? [])
    .map((segment) => segment.text.trim())
    .filter(Boolean)
    .join(' ');

/**
 * What the owner reads when a transcription finishes: its link, or why it failed. One sent to the bot
 * gets its transcript itself, in as many messages as Telegram's length limit needs, the link last.
 */
function messagesAbout(row: TranscriptionRow, language: Language, url: string, sentToBot: boolean) {
  const { name } = row;
  if (row.status === 'failed') {
    const reason =
      row.failure && isMessageId(row.failure)
        ? translate(language, row.failure)
        : translate(language, 'server.error');
    return [translate(language, { id: 'telegram.transcription_failed', params: { name, reason } })];
  }
  if (!sentToBot) return [translate(language, { id: 'telegram.transcription_ready', params: { name, url } })];
  const transcript = transcriptOf(row) || translate(language, 'telegram.transcript_empty');
  return splitText(
    `${transcript}\n\n${translate(language, { id: 'telegram.transcript_link', params: { url } })}`,
  );
}

/** Telegram's answers that no retry changes: the chat is gone, or the user blocked the bot. */
const hopeless = (error: unknown) =>
  error instanceof GrammyError && (error.error_code === 400 || error.error_code === 403);

/**
 * The `notice.telegram` job: tells the owner's linked chat, if any, that a transcription completed or
 * failed, once (see `deliverNotice`). Throws while Telegram refuses for a while (rate limit, outage), so
 * the queue retries.
 */
export function sendTelegramNotice(
  { db, publicUrl, log }: TelegramNoticeParts,
  api: Api,
): JobHandler<TNotice> {
  return async ({ transcriptionId }, job) => {
    await deliverNotice(db, TELEGRAM_NOTICES, transcriptionId, job, async (notice) => {
      const row = await findTranscription(db, transcriptionId);
      const link = row && (await findLinkOfUser(db, row.ownerId));
      if (!row || !link) return; // deleted since, or no chat to tell: nothing is owed any more
      const source = await findTelegramMessage(db, row.id);
      // The transcript goes only to the chat the file came from; a chat linked since gets the link.
      const reply = source?.chatId === link.chatId ? source : null;
      const url = `${publicUrl}/resource/transcriptions/${row.id}`;
      const messages = messagesAbout(row, link.language, url, reply !== null);
      for (const text of messages.slice(notice.partsSent)) {
        try {
          await api.sendMessage(link.chatId, text, {
            link_preview_options: { is_disabled: true },
            ...(reply && {
              reply_parameters: { message_id: reply.messageId, allow_sending_without_reply: true },
            }),
          });
        } catch (error) {
          if (!hopeless(error)) throw error;
          log.warn({ err: error, transcription: row.id }, 'the Telegram chat cannot be told; given up');
          return;
        }
        await notice.partSent();
      }
    });
  };
}

/** Delivers Telegram notices from this process's queue (server or `npm run worker`); off without a bot. */
export function deliverTelegramNotices(
  queue: JobQueue,
  parts: TelegramNoticeParts,
  settings: TelegramSettings | null,
) {
  if (settings)
    queue.work(noticeJob(TELEGRAM_NOTICES), sendTelegramNotice(parts, telegramApi(settings)), {
      concurrency: 4,
    });
}

/** The channels this process owes notices on: Telegram's when a bot is set. */
export const telegramNoticeChannels = (settings: TelegramSettings | null): NoticeChannel[] =>
  settings ? [TELEGRAM_NOTICES] : [];
