export { FirstTranscriptionPrompt } from './first-transcription-prompt';
export { PublicTranscriptionsPage } from './public-transcriptions-page';
export { StatusBadge } from './status-badge';
export { TranscriptionsPage } from './transcriptions-page';
export { isUnfinished, pollWhileUnfinished } from './unfinished-poll';
export { useFormatDateTime } from './use-format-date-time';

/**
 * The transcript page (`TranscriptionPage`, `PublicTranscriptionPage`) brings the editor, the player and the
 * waveform with it: it loads on its own, when opened, rather than with the lists and the dashboard.
 */
export const loadTranscriptionPage = () => import('./transcription-page');
