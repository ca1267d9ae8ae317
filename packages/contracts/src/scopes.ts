/**
 * The two ways to reach a transcription, and the first segment of their paths: the caller's own workspace
 * (`transcriptions`) and every workspace's public ones (`public_transcriptions`, read only).
 */
export const TRANSCRIPTION_SCOPES = ['transcriptions', 'public_transcriptions'] as const;
export type TTranscriptionScope = (typeof TRANSCRIPTION_SCOPES)[number];

/** A route declared once for each scope, picked by the caller's scope: `getTranscription[scope]`. */
/* @__NO_SIDE_EFFECTS__ */
export function perScope<R>(declare: (scope: TTranscriptionScope) => R): Record<TTranscriptionScope, R> {
  return {
    transcriptions: declare('transcriptions'),
    public_transcriptions: declare('public_transcriptions'),
  };
}
