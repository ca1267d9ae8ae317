import type { TCreatedAccessToken } from '@whispy/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidationError } from '../../api';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useCreateAccessToken } from './create-access-token';

type Props = { onCreated(token: TCreatedAccessToken): void };

/** Name a new token; the server's 422 field errors show under the field. */
export function CreateTokenForm({ onCreated }: Props) {
  const { t } = useTranslation();
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
      <TextField
        className="flex-1"
        label={t('tokens.nameLabel')}
        hideLabel
        compact
        value={name}
        onChange={setName}
        error={fieldError}
        maxLength={100}
        placeholder={t('tokens.namePlaceholder')}
      />
      <Button type="submit" disabled={name.trim() === '' || create.isPending} className="h-10 sm:h-9">
        {t('tokens.create')}
      </Button>
    </form>
  );
}
