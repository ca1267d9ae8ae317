export { ShareLinks } from './share-links-panel';

/**
 * The page a share link opens brings the editor, the player and the waveform with it: it loads on its own,
 * when opened.
 */
export const loadSharedTranscriptionPage = () => import('./shared-transcription-page');
