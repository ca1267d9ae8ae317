import type { TTranscriptionLanguage } from '@whispy/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOptions } from './language-options';

type Props = {
  value: TTranscriptionLanguage;
  onChange(language: TTranscriptionLanguage): void;
  disabled?: boolean;
};

/** The spoken language of the media: detected automatically, or one of Whisper's languages. */
export function LanguageSelect({ value, onChange, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const uiLanguage = i18n.resolvedLanguage ?? 'en';
  const options = useMemo(() => languageOptions(uiLanguage), [uiLanguage]);
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-sm text-zinc-900">
        {t('upload.language')}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as TTranscriptionLanguage)}
        className="mt-1.5 h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 focus-visible:border-accent-600 disabled:opacity-60 sm:max-w-xs"
      >
        <option value="auto">{t('upload.languageAuto')}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
