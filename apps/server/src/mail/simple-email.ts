import { escapeHtml } from '../http/escape-html.js';
import type { MailMessage } from './mailer.js';

/** A name on one line: a subject must not break (it is a header), and one line reads better in a body. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What every email of ours says: a lead, one link to act on, and a footer; all plain text, unescaped. */
export interface SimpleEmail {
  to: string;
  /** The language the texts are in (the HTML's `lang`). */
  language: string;
  subject: string;
  lead: string;
  action: { label: string; url: string };
  footer: string;
  /** A link after the footer (the settings that turn these emails off). */
  footerUrl?: string;
}

/** The email as plain text and as simple inline-styled HTML in which every text is escaped. */
export function simpleEmail({
  to,
  language,
  subject,
  lead,
  action,
  footer,
  footerUrl,
}: SimpleEmail): MailMessage {
  const footerLink = footerUrl
    ? ` <a href="${escapeHtml(footerUrl)}" style="color: #71717a">${escapeHtml(footerUrl)}</a>`
    : '';
  const text = `${lead}\n\n${action.label}: ${action.url}\n\n-- \n${footer}${footerUrl ? ` ${footerUrl}` : ''}\n`;
  const html = `<!doctype html>
<html lang="${escapeHtml(language)}"><body style="font-family: system-ui, sans-serif; color: #18181b; line-height: 1.5">
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(action.url)}" style="display: inline-block; padding: 8px 16px; border-radius: 6px; background: #4f46e5; color: #ffffff; text-decoration: none">${escapeHtml(action.label)}</a></p>
<p style="color: #71717a; font-size: 12px">${escapeHtml(footer)}${footerLink}</p>
</body></html>
`;
  return { to, subject: oneLine(subject), text, html };
}
