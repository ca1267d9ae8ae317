import type { TTranscriptionStatus } from '@whispy/contracts';
import type { TranscriptionSort } from './transcription-sort';

/** The caller's own transcriptions, or everyone's public ones: the resource name is also the API path. */
export type TranscriptionScope = 'transcriptions' | 'public_transcriptions';

/** What a list shows; `per_page` is fixed by the app, the rest lives in the URL. */
export type TranscriptionListParams = {
  page: number;
  sort: TranscriptionSort;
  direction: 'asc' | 'desc';
  status?: TTranscriptionStatus;
  search?: string;
};

// Lists and details sit under separate prefixes so that live updates can patch each shape on its own.
export const transcriptionKeys = {
  lists: () => ['transcriptions', 'list'] as const,
  scopeLists: (scope: TranscriptionScope) => ['transcriptions', 'list', scope] as const,
  list: (scope: TranscriptionScope, params: TranscriptionListParams) =>
    ['transcriptions', 'list', scope, params] as const,
  details: () => ['transcriptions', 'detail'] as const,
  detail: (scope: TranscriptionScope, id: string) => ['transcriptions', 'detail', scope, id] as const,
};
