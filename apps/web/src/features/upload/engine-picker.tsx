import {
  choiceProblem,
  type TEngineChoice,
  type TEngineChoices,
  type TEngineName,
  type TTranscriptionLanguage,
} from '@whispy/contracts';
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

/** Why an engine cannot run the language, and what the server's administrator runs to change that. */
function Unavailable({ choice, language }: { choice: TEngineChoice; language: TTranscriptionLanguage }) {
  const { t } = useTranslation();
  const problem = choiceProblem(choice, language);
  if (!problem) return null;
  return (
    <span className="mt-1 block text-red-700">
      {t(problem === 'not_installed' ? 'upload.engineNotInstalled' : 'upload.engineEnglishOnly')}
      {choice.install_command ? (
        <span className="mt-0.5 block text-zinc-600">
          {t('upload.installWith')}{' '}
          <code className="break-all rounded bg-zinc-100 px-1 py-0.5 font-mono text-zinc-800">
            {choice.install_command}
          </code>
        </span>
      ) : null}
    </span>
  );
}

/**
 * The five engines with their trade-off. An engine that cannot run the chosen language with this server's
 * models is shown, but cannot be chosen: it says why, and how the administrator installs what it lacks.
 */
export function EnginePicker({ choices, value, language, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const idPrefix = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="font-medium text-sm text-zinc-900">{t('upload.engine')}</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {choices.engines.map((choice) => {
          const { engine } = choice;
          const noteId = `${idPrefix}-${engine}`;
          return (
            <label
              key={engine}
              className="flex cursor-pointer gap-3 rounded-lg border border-zinc-200 bg-white p-3 has-checked:border-accent-600 has-checked:bg-accent-50 has-disabled:cursor-not-allowed has-disabled:bg-zinc-50 has-focus-visible:ring-2 has-focus-visible:ring-accent-600"
            >
              <input
                type="radio"
                name="engine"
                value={engine}
                checked={value === engine}
                disabled={choiceProblem(choice, language) !== null}
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
                  <Unavailable choice={choice} language={language} />
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
