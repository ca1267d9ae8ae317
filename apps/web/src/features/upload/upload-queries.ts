import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getEngineChoices,
  getTranscriptionLimits,
  type TEngineChoices,
  type TTranscriptionLimits,
} from '@whispy/contracts';
import { api } from '../../api';

export const transcriptionLimitsQueryKey = ['transcriptions', 'limits'] as const;

/** `GET transcriptions/limits`: file limits, the trial and the minutes left. */
export function fetchTranscriptionLimits(): Promise<TTranscriptionLimits> {
  return api(getTranscriptionLimits);
}

/** `GET transcriptions/engines`: the five engines, which are installed, and the default. */
export function fetchEngineChoices(): Promise<TEngineChoices> {
  return api(getEngineChoices);
}

export function useTranscriptionLimits() {
  return useQuery(queryOptions({ queryKey: transcriptionLimitsQueryKey, queryFn: fetchTranscriptionLimits }));
}

export function useEngineChoices() {
  return useQuery(queryOptions({ queryKey: ['transcriptions', 'engines'], queryFn: fetchEngineChoices }));
}
