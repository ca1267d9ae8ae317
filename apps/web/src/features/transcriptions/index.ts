export { FirstTranscriptionPrompt } from './first-transcription-prompt';
export { formatClockUpTo } from './format-clock';
export { PublicTranscriptionsPage } from './public-transcriptions-page';
export { StatusBadge } from './status-badge';
export { PublicTranscriptionPage, TranscriptionPage } from './transcription-page';
export { TranscriptionsPage } from './transcriptions-page';
export { isUnfinished, pollWhileUnfinished } from './unfinished-poll';
export { useFormatDateTime } from './use-format-date-time';
