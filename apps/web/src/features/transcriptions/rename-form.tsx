import type { TTranscription } from '@whispy/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidationError } from '../../api';
import { Button } from '../../ui/button';
import { useUpdateTranscription } from './update-transcription';

/** Rename; the server's 422 message shows under the field. Remount (key) to start from a new name. */
export function RenameForm({ transcription }: { transcription: Pick<TTranscription, 'id' | 'name'> }) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState(transcription.name);
  const update = useUpdateTranscription(transcription.id);
  const fieldError = isValidationError(update.error) ? update.error.fields.name?.[0] : undefined;
  const unchanged = name.trim() === '' || name.trim() === transcription.name;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ name: name.trim() });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <label htmlFor={inputId} className="block font-medium text-sm text-zinc-900">
        {t('transcriptions.columns.name')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={200}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          className="h-9 w-full min-w-0 rounded-lg sm:flex-1 border border-zinc-300 bg-white px-3 text-sm text-zinc-900 focus-visible:border-accent-600 aria-[invalid]:border-red-600"
        />
        <Button type="submit" className="h-9" disabled={unchanged || update.isPending}>
          {t('transcriptions.saveName')}
        </Button>
      </div>
      {fieldError ? (
        <p id={errorId} className="text-red-700 text-sm">
          {fieldError}
        </p>
      ) : null}
    </form>
  );
}
