import { SEARCH_MAX_LENGTH } from '@whispy/contracts';
import { type TranscriptionScope, transcriptionPagePath } from './transcription-keys';

/** The page of results of a search across every transcript. */
export const searchPagePath = (q: string, page = 1): string => {
  const query = new URLSearchParams({ q: q.slice(0, SEARCH_MAX_LENGTH) });
  if (page > 1) query.set('page', String(page));
  return `/search?${query}`;
};

/** A transcription's page opened at a moment of its recording: the player and the transcript go there. */
export const momentPath = (scope: TranscriptionScope, id: string, seconds: number): string =>
  `${transcriptionPagePath(scope, id)}?t=${Math.max(0, Math.round(seconds * 100) / 100)}`;

/** The moment `?t=` asks for, in seconds; null when there is none or it is not a time. */
export function startAtOf(search: URLSearchParams): number | null {
  const value = search.get('t');
  if (value === null || !/^\d{1,6}(\.\d{1,3})?$/.test(value)) return null;
  return Number(value);
}
