export { PublicTranscriptionsPage } from './public-transcriptions-page';
export { PublicTranscriptionPage, TranscriptionPage } from './transcription-page';
export { TranscriptionsPage } from './transcriptions-page';
