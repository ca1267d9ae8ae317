import { createTransport } from 'nodemailer';

/** One email: plain text for every reader, the same in simple HTML for those that show it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The mail port: sends one message, or throws (see `isPermanentRefusal` for which throws are final). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** What sending needs: the relay's URL, credentials included, and the sender. */
export interface MailSettings {
  smtpUrl: string;
  from: string;
}

/** A relay that does not answer within this long is treated as down, so a job's retry comes sooner. */
const SMTP_TIMEOUT_MS = 30_000;

/**
 * Sends through the SMTP relay with nodemailer, one connection per message: notices are few, and no
 * pooled connection is left open for the server's close to wait on. Nodemailer's own logging stays off,
 * as it could print the credentials of the URL.
 */
export function smtpMailer({ smtpUrl, from }: MailSettings): Mailer {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    logger: false,
    debug: false,
  });
  return {
    async send(message) {
      await transport.sendMail({ ...message, from });
    },
  };
}

/**
 * The relay refused for good (an SMTP 5xx answer: no such mailbox, message refused); retrying would get
 * the same answer. A 4xx answer or a lost connection is worth trying again.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
