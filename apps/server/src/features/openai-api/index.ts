/** OpenAI's speech endpoints (`/v1/audio/transcriptions`, `/v1/audio/translations`) over the upload pipeline. */
export { openAiSpeechRoutes } from './routes.js';
