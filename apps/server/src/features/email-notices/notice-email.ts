import { escapeHtml } from '../../http/escape-html.js';
import { isMessageId, type Language, type Message, type MessageId, translate } from '../../i18n/index.js';
import type { MailMessage } from '../../mail/index.js';
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

// A name may hold line breaks; a subject must not (a header), and one line reads better in the body too.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function reasonOf(row: TranscriptionRow): Message {
  return row.failure && isMessageId(row.failure) ? { id: row.failure } : { id: 'server.error' };
}

/**
 * The email telling the uploader that a transcription completed or failed, in their language: plain text,
 * and simple HTML where every text, the transcription's name above all, is escaped.
 */
export function noticeEmail(
  row: TranscriptionRow,
  { to, language, url, settingsUrl }: NoticeEmailParts,
): MailMessage {
  const t = (message: MessageId | Message) => translate(language, message);
  const name = oneLine(row.name);
  const failed = row.status === 'failed';
  const subject = t({ id: failed ? 'email.failed_subject' : 'email.ready_subject', params: { name } });
  const lead = failed
    ? t({ id: 'email.failed_body', params: { name, reason: t(reasonOf(row)) } })
    : t({ id: 'email.ready_body', params: { name } });
  const open = t('email.open');
  const why = t('email.why');
  const text = `${lead}\n\n${open}: ${url}\n\n-- \n${why} ${settingsUrl}\n`;
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: system-ui, sans-serif; color: #18181b; line-height: 1.5">
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(url)}" style="display: inline-block; padding: 8px 16px; border-radius: 6px; background: #4f46e5; color: #ffffff; text-decoration: none">${escapeHtml(open)}</a></p>
<p style="color: #71717a; font-size: 12px">${escapeHtml(why)} <a href="${escapeHtml(settingsUrl)}" style="color: #71717a">${escapeHtml(settingsUrl)}</a></p>
</body></html>
`;
  return { to, subject, text, html };
}
