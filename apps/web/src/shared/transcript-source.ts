import type { TranscriptionScope } from './transcription-keys';

/**
 * Where a transcript's recording, waveform and downloads are read from: a transcription by its scope and
 * id (the session authenticates), or a share link by its token (which is the only credential).
 */
export type TranscriptSource = { scope: TranscriptionScope; id: string } | { token: string };
