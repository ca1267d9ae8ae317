import type { TTranscriptionScope } from '@whispy/contracts';
import type { Scope } from './repo.js';
import type { Caller } from './service.js';

/**
 * The two ways to reach a transcription: under `transcriptions` in the caller's own workspace, and under
 * `public_transcriptions` when it is public, whoever owns it. Routes are declared once per way, under
 * the scope's path (`@whispy/contracts`' `perScope`).
 */
export const VISIBILITIES = [
  { visibility: 'own', scope: 'transcriptions' },
  { visibility: 'public', scope: 'public_transcriptions' },
] as const satisfies readonly { visibility: string; scope: TTranscriptionScope }[];

export type Visibility = (typeof VISIBILITIES)[number]['visibility'];

/** What a caller reaching a transcription this way may see. */
export const scopeOf = (visibility: Visibility, caller: Pick<Caller, 'workspaceId'>): Scope =>
  visibility === 'own' ? { workspaceId: caller.workspaceId } : { public: true };
