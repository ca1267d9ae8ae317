/**
 * Notices about finished transcriptions, owed in the database and delivered by jobs: `noticeJob(channel)`
 * is a channel's job, `queuedNotices` what the lifecycle uses to queue them.
 */

/** Delivers a notice once with the channel's sender (claim, send, mark sent). */
export { deliverNotice, type NoticeInHand } from './delivery.js';
export {
  type Listening,
  type NoticeChannel,
  type Notices,
  noticeJob,
  queuedNotices,
  type TNotice,
} from './notice-job.js';
/** `oweNotices` inside the status's transaction; `listOwedNotices` and `forgetNoticesOwedBefore` for the sweep. */
export { forgetNoticesOwedBefore, listOwedNotices, oweNotices } from './repo.js';
