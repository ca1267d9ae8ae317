import type { TEngineChoices, TEngineName, TTranscriptionLanguage } from '@whispy/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §3: each engine's animal, smallest and fastest first. */
const ANIMALS: Record<TEngineName, string> = {
  'whispy-tiny': '🐧',
  'whispy-base': '🐘',
  'whispy-small': '🐊',
  'whispy-medium': '🦒',
  'whispy-large': '🐬',
};

type Props = {
  choices: TEngineChoices;
  value: TEngineName;
  language: TTranscriptionLanguage;
  onChange(engine: TEngineName): void;
  disabled?: boolean;
};

/** The five engines with their trade-off; engines this server lacks are shown but cannot be chosen. */
export function EnginePicker({ choices, value, language, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const nonEnglish = language !== 'auto' && language !== 'en';
  return (
    <fieldset disabled={disabled}>
      <legend className="font-medium text-sm text-zinc-900">{t('upload.engine')}</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {choices.engines.map(({ engine, installed, english_only }) => {
          const noteId = `${idPrefix}-${engine}`;
          return (
            <label
              key={engine}
              className="flex cursor-pointer gap-3 rounded-lg border border-zinc-200 bg-white p-3 has-checked:border-accent-600 has-checked:bg-accent-50 has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:ring-2 has-focus-visible:ring-accent-600"
            >
              <input
                type="radio"
                name="engine"
                value={engine}
                checked={value === engine}
                disabled={!installed}
                onChange={() => onChange(engine)}
                aria-describedby={noteId}
                className="mt-1 size-4 accent-accent-600"
              />
              <span className="min-w-0">
                <span className="flex items-center gap-1.5 font-medium text-sm text-zinc-900">
                  <span aria-hidden="true">{ANIMALS[engine]}</span>
                  {t(`upload.engines.${engine}.animal`)}
                  <span className="font-normal text-xs text-zinc-600">{engine}</span>
                </span>
                <span id={noteId} className="mt-0.5 block text-xs text-zinc-600">
                  {t(`upload.engines.${engine}.note`)}
                  {installed ? null : (
                    <span className="block text-red-700">{t('upload.engineNotInstalled')}</span>
                  )}
                  {installed && english_only && nonEnglish ? (
                    <span className="block text-amber-800">{t('upload.engineEnglishOnly')}</span>
                  ) : null}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
