import type { TTranscription } from '@whispy/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateTranscription } from './update-transcription';

/** Publishes or unpublishes at once: a switch saves on change, like a setting. */
export function PublicSwitch({ transcription }: { transcription: Pick<TTranscription, 'id' | 'public'> }) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const update = useUpdateTranscription(transcription.id);
  const on = transcription.public;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="text-sm">
        <p id={labelId} className="font-medium text-zinc-900">
          {t('transcriptions.columns.public')}
        </p>
        <p id={hintId} className="mt-0.5 text-zinc-600">
          {t('transcriptions.publicHint')}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={update.isPending}
        onClick={() => update.mutate({ public: !on })}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${
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
