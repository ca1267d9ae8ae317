export { PublicTranscriptionsPage } from './public-transcriptions-page';
export { TranscriptionsPage } from './transcriptions-page';
