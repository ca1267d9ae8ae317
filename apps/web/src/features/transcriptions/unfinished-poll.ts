import { type TTranscription, UNFINISHED_STATUSES } from '@whispy/contracts';

/**
 * How often a page showing unfinished work asks again even without live events. Pusher does not replay
 * events missed while a socket reconnects (a laptop waking, a flaky network), so without this a page could
 * show "processing" forever; live events still bring every change at once.
 */
export const UNFINISHED_POLL_MS = 15_000;

/** Work that can still change: anything but completed, failed or expired. */
export const isUnfinished = (status: TTranscription['status']) =>
  (UNFINISHED_STATUSES as readonly string[]).includes(status);

/** `refetchInterval` for queries whose data holds these rows: polls only while one is unfinished. */
export const pollWhileUnfinished = (rows: readonly Pick<TTranscription, 'status'>[]) =>
  rows.some((row) => isUnfinished(row.status)) ? UNFINISHED_POLL_MS : false;
