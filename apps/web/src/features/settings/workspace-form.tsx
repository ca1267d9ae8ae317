import type { TCurrency, TIdentityWorkspace } from '@whispy/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { useUpdateWorkspace } from '../identity';
import { BackToSettings } from './back-to-settings';
import { FormAlert } from './form-alert';
import { NameField } from './name-field';
import { saveErrors } from './save-errors';

/** The currency, which this page never asks for: set, it cannot change; unset, checkout asks for it. */
function CurrencyRow({ currency }: { currency: TCurrency | null }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="font-medium text-sm text-zinc-900">{t('billing.currencyLabel')}</p>
      <p className="mt-1.5 text-sm text-zinc-900">
        {currency ? currency.toUpperCase() : t('settings.currencyNotSet')}
      </p>
      <p className="mt-1 text-xs text-zinc-600">
        {currency ? t('settings.currencyLocked') : t('settings.currencyAtCheckout')}
      </p>
    </div>
  );
}

/**
 * Renames the workspace. The currency is irreversible, so it is not asked here, where people come to
 * rename: the plan page asks for it when it is first needed, at checkout (ADR 023).
 */
export function WorkspaceForm({ workspace }: { workspace: TIdentityWorkspace }) {
  const { t } = useTranslation();
  const [name, setName] = useState(workspace.name);
  const [missingName, setMissingName] = useState(false);
  const save = useUpdateWorkspace(workspace.id);
  const server = saveErrors(save.error);
  const nameError = missingName ? t('settings.nameRequired') : server.fields.name;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setMissingName(true);
      save.reset();
      return;
    }
    save.mutate({ name: name.trim() });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <NameField
        value={name}
        onChange={(value) => {
          setName(value);
          setMissingName(false);
        }}
        error={nameError}
      />
      <CurrencyRow currency={workspace.currency} />
      {nameError || server.failed ? <FormAlert invalid={Boolean(nameError)} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <BackToSettings />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
