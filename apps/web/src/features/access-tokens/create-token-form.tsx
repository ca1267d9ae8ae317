import type { TCreatedAccessToken } from '@whispy/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidationError } from '../../api';
import { Button } from '../../ui/button';
import { useCreateAccessToken } from './create-access-token';

type Props = { onCreated(token: TCreatedAccessToken): void };

/** Name a new token; the server's 422 field errors show under the field. */
export function CreateTokenForm({ onCreated }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const create = useCreateAccessToken();
  const fieldError = isValidationError(create.error) ? create.error.fields.name?.[0] : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (token) => {
          setName('');
          onCreated(token);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="flex-1">
        <label htmlFor={inputId} className="sr-only">
          {t('tokens.nameLabel')}
        </label>
        <input
          id={inputId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={100}
          placeholder={t('tokens.namePlaceholder')}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          className="h-9 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 placeholder:text-zinc-500 focus-visible:border-accent-600 aria-[invalid]:border-red-600"
        />
        {fieldError ? (
          <p id={errorId} className="mt-1.5 text-red-700 text-sm">
            {fieldError}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={name.trim() === '' || create.isPending} className="h-9">
        {t('tokens.create')}
      </Button>
    </form>
  );
}
