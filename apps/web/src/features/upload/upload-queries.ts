import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type TEngineChoices,
  type TTranscriptionLimits,
  ZEngineChoices,
  ZTranscriptionLimits,
} from '@whispy/contracts';
import { http } from '../../api';

export const transcriptionLimitsQueryKey = ['transcriptions', 'limits'] as const;

/** `GET transcriptions/limits`: file limits, the trial and the minutes left. */
export function fetchTranscriptionLimits(): Promise<TTranscriptionLimits> {
  return http.get('transcriptions/limits', { schema: ZTranscriptionLimits });
}

/** `GET transcriptions/engines`: the five engines, which are installed, and the default. */
export function fetchEngineChoices(): Promise<TEngineChoices> {
  return http.get('transcriptions/engines', { schema: ZEngineChoices });
}

export function useTranscriptionLimits() {
  return useQuery(queryOptions({ queryKey: transcriptionLimitsQueryKey, queryFn: fetchTranscriptionLimits }));
}

export function useEngineChoices() {
  return useQuery(queryOptions({ queryKey: ['transcriptions', 'engines'], queryFn: fetchEngineChoices }));
}
