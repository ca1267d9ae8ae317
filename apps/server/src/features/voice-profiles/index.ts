/** The API routes (`voice-profiles`). */
export { voiceProfileRoutes } from './routes.js';
/** At completion: keeps a transcription's speaker voices and says which are the workspace's profiles. */
export { recogniseSpeakers } from './service.js';
