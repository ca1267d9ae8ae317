import type { Scope } from './repo.js';
import type { Caller } from './service.js';

/**
 * The two ways to reach a transcription: under `transcriptions` in the caller's own workspace, and under
 * `public_transcriptions` when it is public, whoever owns it. Routes are declared once per way.
 */
export const VISIBILITIES = [
  { visibility: 'own', path: '/transcriptions' },
  { visibility: 'public', path: '/public_transcriptions' },
] as const;

export type Visibility = (typeof VISIBILITIES)[number]['visibility'];

/** What a caller reaching a transcription this way may see. */
export const scopeOf = (visibility: Visibility, caller: Pick<Caller, 'workspaceId'>): Scope =>
  visibility === 'own' ? { workspaceId: caller.workspaceId } : { public: true };
