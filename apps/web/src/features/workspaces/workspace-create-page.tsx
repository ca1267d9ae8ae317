import { WORKSPACE_LIMITS } from '@whispy/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidationError } from '../../api';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { TextField } from '../../ui/text-field';
import { usePageTitle } from '../../ui/use-page-title';
import { useIdentity } from '../identity';
import { useCreateWorkspace } from './workspaces-query';

/**
 * /resource/workspace (and its create view): names a new workspace the user owns. Where the spec's
 * workspace requirement sends a user who belongs to none, and where the switcher's "New workspace" leads.
 */
export function WorkspaceCreatePage() {
  const { t } = useTranslation();
  usePageTitle(t('workspaces.createTitle'));
  const { data: identity } = useIdentity();
  const [name, setName] = useState('');
  const create = useCreateWorkspace();
  const fieldError = isValidationError(create.error) ? create.error.fields.name?.[0] : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim());
  };

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t('workspaces.createTitle')} />
      <Card id="new-workspace">
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {identity && !identity.workspace ? (
            <p
              role="status"
              className="rounded-lg bg-amber-50 p-3 text-amber-900 text-sm ring-1 ring-amber-200 ring-inset"
            >
              {t('workspaces.noneLeft')}
            </p>
          ) : null}
          <TextField
            label={t('workspaces.nameLabel')}
            value={name}
            onChange={setName}
            error={fieldError}
            maxLength={WORKSPACE_LIMITS.name}
            placeholder={t('workspaces.namePlaceholder')}
            autoFocus
          />
          <Button type="submit" disabled={name.trim() === '' || create.isPending}>
            {t('workspaces.create')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
