import { isMessageId, type Language, type Message, type MessageId, translate } from '../../i18n/index.js';
import { type MailMessage, oneLine, simpleEmail } from '../../mail/index.js';
import type { TranscriptionRow } from '../transcriptions/index.js';

/** What an email about a finished transcription needs besides the transcription. */
export interface NoticeEmailParts {
  to: string;
  language: Language;
  /** The transcription's page in the app. */
  url: string;
  /** The settings page, where these emails are turned off. */
  settingsUrl: string;
}

function reasonOf(row: TranscriptionRow): Message {
  return row.failure && isMessageId(row.failure) ? { id: row.failure } : { id: 'server.error' };
}

/**
 * The email telling the uploader that a transcription completed or failed, in their language, naming it
 * on one line (a hostile name can add no header, and is escaped in the HTML).
 */
export function noticeEmail(
  row: TranscriptionRow,
  { to, language, url, settingsUrl }: NoticeEmailParts,
): MailMessage {
  const t = (message: MessageId | Message) => translate(language, message);
  const name = oneLine(row.name);
  const failed = row.status === 'failed';
  return simpleEmail({
    to,
    language,
    subject: t({ id: failed ? 'email.failed_subject' : 'email.ready_subject', params: { name } }),
    lead: failed
      ? t({ id: 'email.failed_body', params: { name, reason: t(reasonOf(row)) } })
      : t({ id: 'email.ready_body', params: { name } }),
    action: { label: t('email.open'), url },
    footer: t('email.why'),
    footerUrl: settingsUrl,
  });
}
