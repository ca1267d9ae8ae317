import type { TCreatedAccessToken } from '@whispy/contracts';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { CopyButton } from '../../ui/copy-button';

type Props = { token: TCreatedAccessToken; onDismiss(): void };

/** The new token's secret, shown once with a copy button. */
export function CreatedTokenNotice({ token, onDismiss }: Props) {
  const { t } = useTranslation();

  return (
    <div role="status" className="rounded-lg bg-emerald-50 p-4 ring-1 ring-emerald-200 ring-inset">
      <p className="flex items-center gap-2 font-medium text-emerald-900 text-sm">
        <KeyRound aria-hidden="true" className="size-4" />
        {t('tokens.createdTitle', { name: token.name })}
      </p>
      <p className="mt-1 text-emerald-900 text-sm">{t('tokens.createdHint')}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <code className="min-w-0 flex-1 break-all rounded-md bg-white px-3 py-2 font-mono text-xs text-zinc-900 ring-1 ring-emerald-200">
          {token.token}
        </code>
        <div className="flex gap-2">
          <CopyButton
            text={token.token}
            label={t('tokens.copy')}
            copiedLabel={t('tokens.copied')}
            failedMessage={t('tokens.copyFailed')}
          />
          <Button variant="ghost" onClick={onDismiss} className="h-9">
            {t('tokens.done')}
          </Button>
        </div>
      </div>
    </div>
  );
}
