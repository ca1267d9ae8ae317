import type { TCreatedAccessToken } from '@whispy/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidationError } from '../../api';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useIdentity } from '../identity';
import { useWorkspaces } from '../workspaces';
import { useCreateAccessToken } from './create-access-token';

type Props = { onCreated(token: TCreatedAccessToken): void };

/** Name a new token and, with several workspaces, pick where it acts; 422 field errors show under the field. */
export function CreateTokenForm({ onCreated }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const { data: identity } = useIdentity();
  const workspaces = useWorkspaces();
  // The token acts in one workspace (ADR 021); the current one unless another is chosen.
  const [workspaceId, setWorkspaceId] = useState(identity?.workspace?.id ?? '');
  const create = useCreateAccessToken();
  const fieldError = isValidationError(create.error) ? create.error.fields.name?.[0] : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), ...(workspaceId ? { workspace_id: workspaceId } : {}) },
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
      {workspaces.data && workspaces.data.length > 1 ? (
        <SelectField
          label={t('tokens.workspaceLabel')}
          hideLabel
          value={workspaceId}
          options={workspaces.data.map((workspace) => ({ value: workspace.id, label: workspace.name }))}
          onChange={setWorkspaceId}
          className="sm:w-48"
        />
      ) : null}
      <Button type="submit" disabled={name.trim() === '' || create.isPending} className="h-10 sm:h-9">
        {t('tokens.create')}
      </Button>
    </form>
  );
}
