export { FirstTranscriptionPrompt } from './first-transcription-prompt';
export { PublicTranscriptionsPage } from './public-transcriptions-page';
export { PublicTranscriptionPage, TranscriptionPage } from './transcription-page';
export { TranscriptionsPage } from './transcriptions-page';
