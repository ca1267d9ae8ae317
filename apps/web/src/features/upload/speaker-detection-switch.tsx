import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { checked: boolean; available: boolean; onChange(checked: boolean): void; disabled?: boolean };

/** Speaker detection (diarization) on or off; spec §9: it can make processing up to 3 times longer. */
export function SpeakerDetectionSwitch({ checked, available, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const noteId = useId();
  const on = checked && available;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p id={labelId} className="font-medium text-sm text-zinc-900">
          {t('upload.speakers')}
        </p>
        <p id={noteId} className="mt-0.5 text-xs text-zinc-600">
          {available ? t('upload.speakersNote') : t('upload.speakersUnavailable')}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={noteId}
        disabled={disabled || !available}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
          on ? 'bg-accent-600' : 'bg-zinc-300'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            on ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </button>
    </div>
  );
}
