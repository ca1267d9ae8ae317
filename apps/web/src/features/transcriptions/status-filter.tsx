import { TRANSCRIPTION_STATUSES, type TTranscriptionStatus, ZTranscriptionStatus } from '@whispy/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { value?: TTranscriptionStatus; onChange(status?: TTranscriptionStatus): void };

export function StatusFilter({ value, onChange }: Props) {
  const { t } = useTranslation();
  const selectId = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={selectId} className="shrink-0 text-sm text-zinc-600">
        {t('transcriptions.filterStatus')}
      </label>
      <select
        id={selectId}
        value={value ?? ''}
        onChange={(event) => {
          const parsed = ZTranscriptionStatus.safeParse(event.target.value);
          onChange(parsed.success ? parsed.data : undefined);
        }}
        className="h-9 w-full rounded-lg border border-zinc-300 bg-white px-2 text-sm text-zinc-900 focus-visible:border-accent-600 sm:w-auto"
      >
        <option value="">{t('transcriptions.allStatuses')}</option>
        {TRANSCRIPTION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`transcriptions.status.${status}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
