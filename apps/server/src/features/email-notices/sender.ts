import type { Db } from '../../db/database.js';
import { isPermanentRefusal, type Mailer, type MailSettings } from '../../mail/index.js';
import type { JobHandler, JobQueue, QueueLogger } from '../../queue/index.js';
import { deliverNotice, type NoticeChannel, noticeJob, type TNotice } from '../notices/index.js';
import { findTranscription } from '../transcriptions/index.js';
import { noticeEmail } from './notice-email.js';
import { findEmailAddress, findEmailNoticeSettings } from './repo.js';

/** The notice channel of email. */
export const EMAIL_NOTICES: NoticeChannel = 'email';

/** What sending needs: the database, the address links point to, a log. */
export interface EmailNoticeParts {
  db: Db;
  publicUrl: string;
  log: QueueLogger;
}

/**
 * The `notice.email` job: emails the uploader that a transcription completed or failed, when they asked
 * for that email, once (see `deliverNotice`). Throws while the relay refuses for a while (a 4xx answer,
 * no connection), so the queue retries; a 5xx answer ends the notice.
 */
export function sendEmailNotice(
  { db, publicUrl, log }: EmailNoticeParts,
  mailer: Mailer,
): JobHandler<TNotice> {
  return async ({ transcriptionId }, job) => {
    await deliverNotice(db, EMAIL_NOTICES, transcriptionId, job, async (notice) => {
      // One message per notice: one that went out already is not sent again.
      if (notice.partsSent > 0) return;
      const row = await findTranscription(db, transcriptionId);
      if (!row) return; // deleted since: nothing is owed any more
      const settings = await findEmailNoticeSettings(db, row.ownerId);
      const wanted = row.status === 'failed' ? settings?.whenFailed : settings?.whenReady;
      const to = wanted && (await findEmailAddress(db, row.ownerId));
      if (!settings || !to) return;
      const message = noticeEmail(row, {
        to,
        language: settings.language,
        url: `${publicUrl}/resource/transcriptions/${row.id}`,
        settingsUrl: `${publicUrl}/settings`,
      });
      try {
        await mailer.send(message);
      } catch (error) {
        if (!isPermanentRefusal(error)) throw error;
        // The address is the user's; the log says which transcription, not to whom.
        log.warn(
          { transcription: row.id, smtp: (error as { response?: string }).response },
          'the email was refused; given up',
        );
        return;
      }
      await notice.partSent();
    });
  };
}

/** Sends email notices from this process's queue (server or `npm run worker`); off without a relay. */
export function deliverEmailNotices(queue: JobQueue, parts: EmailNoticeParts, mailer: Mailer | null) {
  if (mailer) queue.work(noticeJob(EMAIL_NOTICES), sendEmailNotice(parts, mailer), { concurrency: 4 });
}

/** The channels this process owes notices on: email's when a relay is set. */
export const emailNoticeChannels = (mail: MailSettings | null): NoticeChannel[] =>
  mail ? [EMAIL_NOTICES] : [];
