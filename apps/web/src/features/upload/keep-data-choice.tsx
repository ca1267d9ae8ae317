import { useTranslation } from 'react-i18next';

type Props = { keepData: boolean; onChange(keepData: boolean): void; disabled?: boolean };

/** Keep the media for playback beside the transcript, or delete it once the transcript is saved. */
export function KeepDataChoice({ keepData, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const options = [
    { keep: true, label: t('upload.keepData'), note: t('upload.keepDataNote') },
    { keep: false, label: t('upload.deleteData'), note: t('upload.deleteDataNote') },
  ];
  return (
    <fieldset disabled={disabled}>
      <legend className="font-medium text-sm text-zinc-900">{t('upload.media')}</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={String(option.keep)}
            className="flex cursor-pointer gap-3 rounded-lg border border-zinc-200 bg-white p-3 has-checked:border-accent-600 has-checked:bg-accent-50 has-focus-visible:ring-2 has-focus-visible:ring-accent-600"
          >
            <input
              type="radio"
              name="keep-data"
              checked={keepData === option.keep}
              onChange={() => onChange(option.keep)}
              className="mt-1 size-4 accent-accent-600"
            />
            <span>
              <span className="block font-medium text-sm text-zinc-900">{option.label}</span>
              <span className="mt-0.5 block text-xs text-zinc-600">{option.note}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
