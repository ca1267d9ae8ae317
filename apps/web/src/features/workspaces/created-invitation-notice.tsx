import type { TCreatedInvitation } from '@whispy/contracts';
import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { CopyButton } from '../../ui/copy-button';

type Props = { created: TCreatedInvitation; onDismiss(): void };

/** The new invitation's link, shown once (the server keeps only its hash), with a copy button. */
export function CreatedInvitationNotice({ created, onDismiss }: Props) {
  const { t } = useTranslation();
  return (
    <div role="status" className="rounded-lg bg-emerald-50 p-4 ring-1 ring-emerald-200 ring-inset">
      <p className="flex items-center gap-2 font-medium text-emerald-900 text-sm">
        <Link2 aria-hidden="true" className="size-4" />
        {t('workspaces.invite.createdTitle')}
      </p>
      <p className="mt-1 text-emerald-900 text-sm">{t('workspaces.invite.createdHint')}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <code className="min-w-0 flex-1 break-all rounded-md bg-white px-3 py-2 font-mono text-xs text-zinc-900 ring-1 ring-emerald-200">
          {created.url}
        </code>
        <div className="flex gap-2">
          <CopyButton
            text={created.url}
            label={t('workspaces.invite.copy')}
            copiedLabel={t('tokens.copied')}
            failedMessage={t('workspaces.invite.copyFailed')}
          />
          <Button variant="ghost" onClick={onDismiss} className="h-9">
            {t('tokens.done')}
          </Button>
        </div>
      </div>
    </div>
  );
}
