import type { TCurrency, TIdentityWorkspace } from '@whispy/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { CurrencyPicker } from '../billing';
import { useUpdateWorkspace } from '../identity';
import { BackToSettings } from './back-to-settings';
import { FormAlert } from './form-alert';
import { NameField } from './name-field';
import { saveErrors } from './save-errors';

type Errors = { name?: string; currency?: string };

/** The set currency, which this page cannot change (spec §5). */
function LockedCurrency({ currency }: { currency: TCurrency }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="font-medium text-sm text-zinc-900">{t('billing.currencyLabel')}</p>
      <p className="mt-1.5 text-sm text-zinc-900">{currency.toUpperCase()}</p>
      <p className="mt-1 text-xs text-zinc-600">{t('settings.currencyLocked')}</p>
    </div>
  );
}

/** Rename the workspace and, while it has none, pick its currency: required, and set once. */
export function WorkspaceForm({ workspace }: { workspace: TIdentityWorkspace }) {
  const { t } = useTranslation();
  const [name, setName] = useState(workspace.name);
  const [currency, setCurrency] = useState<TCurrency | null>(null);
  const [checked, setChecked] = useState<Errors>({});
  const save = useUpdateWorkspace(workspace.id);
  const server = saveErrors(save.error);
  const errors = {
    name: checked.name ?? server.fields.name,
    currency: checked.currency ?? server.fields.currency,
  };
  const invalid = Boolean(errors.name || errors.currency);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      name: name.trim() === '' ? t('settings.nameRequired') : undefined,
      currency: workspace.currency || currency ? undefined : t('billing.currencyRequired'),
    };
    setChecked(found);
    if (found.name || found.currency) {
      save.reset();
      return;
    }
    save.mutate({ name: name.trim(), ...(workspace.currency ? {} : { currency: currency ?? undefined }) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <NameField
        value={name}
        onChange={(value) => {
          setName(value);
          setChecked((was) => ({ ...was, name: undefined }));
        }}
        error={errors.name}
      />
      {workspace.currency ? (
        <LockedCurrency currency={workspace.currency} />
      ) : (
        <CurrencyPicker
          value={currency}
          onChange={(chosen) => {
            setCurrency(chosen);
            setChecked((was) => ({ ...was, currency: undefined }));
          }}
          hint={t('billing.currencyOnce')}
          error={errors.currency}
        />
      )}
      {invalid || server.failed ? <FormAlert invalid={invalid} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <BackToSettings />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
