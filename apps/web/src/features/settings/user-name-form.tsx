import type { TIdentityUser } from '@whispy/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { useUpdateUser } from '../identity';
import { FormAlert } from './form-alert';
import { NameField } from './name-field';
import { saveErrors } from './save-errors';

/** The user's display name, the one thing about them that Whispy rather than Google keeps. */
export function UserNameForm({ user }: { user: TIdentityUser }) {
  const { t } = useTranslation();
  const [name, setName] = useState(user.name);
  const [empty, setEmpty] = useState(false);
  const save = useUpdateUser(user.id);
  const server = saveErrors(save.error);
  const error = empty ? t('settings.nameRequired') : server.fields.name;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setEmpty(name.trim() === '');
    if (name.trim() === '') {
      save.reset();
      return;
    }
    save.mutate({ name: name.trim() });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <NameField
        value={name}
        onChange={(value) => {
          setName(value);
          setEmpty(false);
        }}
        error={error}
      />
      {error || server.failed ? <FormAlert invalid={Boolean(error)} /> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending || name.trim() === user.name}>
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
