import * as Dialog from '@radix-ui/react-dialog';
import type { TCurrency } from '@whispy/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidationError } from '../../api';
import { Button } from '../../ui/button';
import { ModalLayer } from '../../ui/modal-layer';
import { useUpdateWorkspace } from '../identity';
import { CurrencyPicker } from './currency-picker';

type Props = { workspaceId: string; open: boolean; onOpenChange(open: boolean): void };

/** Spec §2: the plan page asks for the workspace's currency first; it is saved once, for good. */
export function CurrencyDialog({ workspaceId, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const [currency, setCurrency] = useState<TCurrency | null>(null);
  const [missing, setMissing] = useState(false);
  const save = useUpdateWorkspace(workspaceId);
  const serverError = isValidationError(save.error) ? save.error.fields.currency?.[0] : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!currency) {
      setMissing(true);
      return;
    }
    save.mutate({ currency }, { onSuccess: () => onOpenChange(false) });
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ModalLayer>
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-fade-in overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="font-semibold text-lg text-zinc-900">
            {t('billing.currencyDialogTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-zinc-600">
            {t('billing.currencyDialogDescription')}
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-4">
            <CurrencyPicker
              value={currency}
              onChange={(chosen) => {
                setCurrency(chosen);
                setMissing(false);
              }}
              hint={t('billing.currencyOnce')}
              error={missing ? t('billing.currencyRequired') : serverError}
            />
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary">{t('confirm.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" disabled={save.isPending}>
                {t('billing.saveCurrency')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </ModalLayer>
    </Dialog.Root>
  );
}
