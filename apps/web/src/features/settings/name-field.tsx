import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { value: string; onChange(value: string): void; error?: string };

/** The "Name" field of the workspace and user forms, red with its message when rejected. */
export function NameField({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  return (
    <div>
      <label htmlFor={inputId} className="block font-medium text-sm text-zinc-900">
        {t('settings.name')}
      </label>
      <input
        id={inputId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={120}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1.5 h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 focus-visible:border-accent-600 aria-[invalid]:border-red-600"
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
