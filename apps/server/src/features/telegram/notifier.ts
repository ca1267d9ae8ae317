import type { Api } from 'grammy';
import { isMessageId, type Language, translate } from '../../i18n/index.js';
import type { FinishedListener, TranscriptionRow, Transcriptions } from '../transcriptions/index.js';
import { findLinkOfUser, findTelegramMessage } from './repo.js';
import { splitText } from './split-text.js';
import { type TelegramSettings, telegramApi } from './telegram-api.js';

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

/** Tells the owner's linked chat, if any, about each transcription that completes or fails. */
export function telegramNotifier(transcriptions: Transcriptions, api: Api): FinishedListener {
  const { db, config, log } = transcriptions;

  async function notify(row: TranscriptionRow) {
    const link = await findLinkOfUser(db, row.ownerId);
    if (!link) return;
    const source = await findTelegramMessage(db, row.id);
    // The transcript goes only to the chat the file came from; a chat linked since gets the link.
    const reply = source?.chatId === link.chatId ? source : null;
    const url = `${config.publicUrl}/resource/transcriptions/${row.id}`;
    for (const text of messagesAbout(row, link.language, url, reply !== null)) {
      await api.sendMessage(link.chatId, text, {
        link_preview_options: { is_disabled: true },
        ...(reply && {
          reply_parameters: { message_id: reply.messageId, allow_sending_without_reply: true },
        }),
      });
    }
  }

  return (row) => {
    notify(row).catch((error) =>
      log.warn(
        { err: error, transcription: row.id },
        'could not tell the Telegram chat about a transcription',
      ),
    );
  };
}

/** Lets this process (server or `npm run worker`) tell Telegram chats what it finishes; off without a bot. */
export function notifyOverTelegram(transcriptions: Transcriptions, settings: TelegramSettings | null) {
  if (settings) transcriptions.finishedListeners.add(telegramNotifier(transcriptions, telegramApi(settings)));
}
