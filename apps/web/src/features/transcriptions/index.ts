export { FirstTranscriptionPrompt } from './first-transcription-prompt';
/** "Showing {from} to {to} of {count}" with previous and next, for any page of results. */
export { ListPager } from './list-pager';
export { patchProgress } from './patch-progress';
export { StatusBadge } from './status-badge';
export { isUnfinished, pollWhileUnfinished } from './unfinished-poll';

/**
 * The transcript page (`TranscriptionPage`, `PublicTranscriptionPage`) brings the editor, the player and the
 * waveform with it: it loads on its own, when opened, rather than with the lists and the dashboard.
 */
export const loadTranscriptionPage = () => import('./transcription-page');

/**
 * The lists (`TranscriptionsPage`, `PublicTranscriptionsPage`) bring their dialogs with them: they load when
 * opened, so the dashboard, which shows a status badge and a date from this feature, does not carry them.
 */
export const loadTranscriptionLists = () => import('./transcription-lists');
