import { TRANSCRIPTION_SORTS } from '@whispy/contracts';
import type { TranscriptionListParams } from '../../shared/transcription-keys';

export type TranscriptionSort = TranscriptionListParams['sort'];

export function isTranscriptionSort(value: string): value is TranscriptionSort {
  return (TRANSCRIPTION_SORTS as readonly string[]).includes(value);
}

/** Names read best A→Z; dates, durations and statuses newest or largest first. */
export function defaultDirection(sort: TranscriptionSort): 'asc' | 'desc' {
  return sort === 'name' ? 'asc' : 'desc';
}
