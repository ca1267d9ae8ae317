import type { TAccessToken } from '@whispy/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { notify } from '../../ui/notify';
import { Spinner } from '../../ui/spinner';
import { useAccessTokens } from './access-tokens-query';
import { useRevokeAccessToken } from './revoke-access-token';

function useFormatDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  return (iso: string) => format.format(new Date(iso));
}

export function AccessTokenList() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const tokens = useAccessTokens();
  const revoke = useRevokeAccessToken();
  const [pending, setPending] = useState<TAccessToken | null>(null);

  const confirmRevoke = () => {
    if (!pending) return;
    revoke.mutate(pending.id, {
      onSuccess: () => notify.success(t('messages.deleted')),
      onError: () => notify.error(t('messages.deleteFailed')),
      onSettled: () => setPending(null),
    });
  };

  if (tokens.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner className="size-6" />
        <span className="sr-only">{t('loading.title')}</span>
      </div>
    );
  }
  if (tokens.isError) {
    return (
      <div role="alert" className="py-4 text-sm">
        <p className="font-medium text-zinc-900">{t('table.loadFailedTitle')}</p>
        <p className="mt-1 text-zinc-600">{t('table.loadFailedDescription')}</p>
      </div>
    );
  }
  if (tokens.data.length === 0) {
    return <p className="py-4 text-sm text-zinc-600">{t('tokens.empty')}</p>;
  }

  return (
    <>
      <ul className="divide-y divide-zinc-100">
        {tokens.data.map((token) => (
          <li key={token.id} className="flex items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="truncate font-medium text-sm text-zinc-900">{token.name}</p>
              <p className="mt-0.5 text-xs text-zinc-600">
                {t('tokens.actsIn', { workspace: token.workspace.name })}
                {' · '}
                {t('tokens.createdAt', { date: formatDate(token.created_at) })}
                {' · '}
                {token.last_used_at
                  ? t('tokens.lastUsed', { date: formatDate(token.last_used_at) })
                  : t('tokens.neverUsed')}
              </p>
            </div>
            <Button
              variant="ghost"
              className="h-9 px-3 text-red-700 hover:bg-red-50"
              onClick={() => setPending(token)}
              aria-label={t('tokens.revokeNamed', { name: token.name })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">{t('tokens.revoke')}</span>
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        onConfirm={confirmRevoke}
        title={pending ? t('tokens.revokeTitle', { name: pending.name }) : ''}
        confirmLabel={t('tokens.revoke')}
        busy={revoke.isPending}
      />
    </>
  );
}
