import { type TCreatedInvitation, type TCreateInvitation, WORKSPACE_LIMITS } from '@whispy/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidationError } from '../../api';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useCreateInvitation } from './invitations-api';

const EXPIRY_DAYS = ['1', '7', String(WORKSPACE_LIMITS.invitationDays)] as const;
type Expiry = (typeof EXPIRY_DAYS)[number];

type Props = { workspaceId: string; onCreated(invitation: TCreatedInvitation): void };

/** A new invitation link: the role it grants, single or multi use, how long it lasts, an optional email. */
export function InvitationForm({ workspaceId, onCreated }: Props) {
  const { t } = useTranslation();
  const create = useCreateInvitation(workspaceId);
  const [role, setRole] = useState<TCreateInvitation['role']>('member');
  const [multiUse, setMultiUse] = useState(false);
  const [expiry, setExpiry] = useState<Expiry>('7');
  const [email, setEmail] = useState('');
  const emailError = isValidationError(create.error) ? create.error.fields.email?.[0] : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { role, multi_use: multiUse, expires_in_days: Number(expiry), email: email.trim() || null },
      {
        onSuccess: (created) => {
          setEmail('');
          onCreated(created);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <SelectField<TCreateInvitation['role']>
        label={t('workspaces.invite.role')}
        value={role}
        options={(['member', 'admin'] as const).map((value) => ({
          value,
          label: t(`workspaces.roles.${value}`),
        }))}
        onChange={setRole}
      />
      <SelectField
        label={t('workspaces.invite.expiry')}
        value={expiry}
        options={EXPIRY_DAYS.map((value) => ({
          value,
          label: t('workspaces.invite.days', { count: Number(value) }),
        }))}
        onChange={setExpiry}
      />
      <TextField
        className="sm:col-span-2"
        label={t('workspaces.invite.email')}
        type="email"
        value={email}
        onChange={setEmail}
        error={emailError}
        maxLength={254}
        placeholder={t('workspaces.invite.emailPlaceholder')}
      />
      <label className="flex items-center gap-2 text-sm text-zinc-800 sm:col-span-2">
        <input
          type="checkbox"
          checked={multiUse}
          onChange={(event) => setMultiUse(event.target.checked)}
          className="size-4 accent-accent-600"
        />
        {t('workspaces.invite.multiUse')}
      </label>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {t('workspaces.invite.create')}
        </Button>
      </div>
    </form>
  );
}
