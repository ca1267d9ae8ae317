import type { TTranscriptionListParams, TTranscriptionScope } from '@whispy/contracts';

/** The caller's own transcriptions, or everyone's public ones: the resource name is also the API path. */
export type TranscriptionScope = TTranscriptionScope;

/** The app's page of a scope's list, or of one transcription in it (the id encoded as one segment). */
export const transcriptionPagePath = (scope: TranscriptionScope, id?: string): string =>
  id === undefined ? `/resource/${scope}` : `/resource/${scope}/${encodeURIComponent(id)}`;

/** What a list shows; `per_page` is fixed by the app, the rest lives in the URL. */
export type TranscriptionListParams = Omit<TTranscriptionListParams, 'per_page'>;

/**
 * TanStack Query keys of transcriptions, shared by every feature that reads or patches them (the list, the
 * transcript editor, the player, downloads). Lists and details sit under separate prefixes so that live
 * updates can patch each shape on its own.
 */
export const transcriptionKeys = {
  lists: () => ['transcriptions', 'list'] as const,
  scopeLists: (scope: TranscriptionScope) => ['transcriptions', 'list', scope] as const,
  list: (scope: TranscriptionScope, params: TranscriptionListParams) =>
    ['transcriptions', 'list', scope, params] as const,
  details: () => ['transcriptions', 'detail'] as const,
  detail: (scope: TranscriptionScope, id: string) => ['transcriptions', 'detail', scope, id] as const,
};
