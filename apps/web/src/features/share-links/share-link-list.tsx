import type { TShareLink } from '@whispy/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../shared/use-format-date-time';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { notify } from '../../ui/notify';
import { Spinner } from '../../ui/spinner';
import { useRevokeShareLink } from './share-link-mutations';
import { useShareLinks } from './share-links-query';

/** When a link stops working, or that it does not. */
function ExpiryText({ link }: { link: TShareLink }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  if (!link.expires_at) return t('shareLinks.neverExpires');
  const date = formatDateTime(link.expires_at);
  return link.expired ? (
    <span className="font-medium text-red-700">{t('shareLinks.expired', { date })}</span>
  ) : (
    t('shareLinks.expires', { date })
  );
}

type Props = {
  transcriptionId: string;
  /** After a link is revoked: its row, and the button that was pressed, are gone. */
  onRevoked(linkId: string): void;
};

/**
 * A transcription's share links: who created each and when, its expiry, its last opening; Revoke on those
 * the member may revoke (their own, or any for an owner or admin).
 */
export function ShareLinkList({ transcriptionId, onRevoked }: Props) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const links = useShareLinks(transcriptionId);
  const revoke = useRevokeShareLink(transcriptionId);
  const [pending, setPending] = useState<TShareLink | null>(null);

  const confirmRevoke = () => {
    if (!pending) return;
    revoke.mutate(pending.id, {
      onSuccess: (_answer, linkId) => {
        notify.success(t('shareLinks.revoked'));
        onRevoked(linkId);
      },
      onSettled: () => setPending(null),
    });
  };

  if (links.isPending) {
    return (
      <div className="flex justify-center py-3">
        <Spinner className="size-5" />
        <span className="sr-only">{t('loading.title')}</span>
      </div>
    );
  }
  if (links.isError) {
    return (
      <p role="alert" className="text-sm text-zinc-600">
        {t('shareLinks.loadFailed')}
      </p>
    );
  }
  if (links.data.length === 0) return <p className="text-sm text-zinc-600">{t('shareLinks.none')}</p>;

  return (
    <>
      <ul aria-label={t('shareLinks.listLabel')} className="divide-y divide-zinc-100">
        {links.data.map((link) => {
          const created = formatDateTime(link.created_at);
          return (
            <li key={link.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0 text-xs text-zinc-600">
                <p className="font-medium text-sm text-zinc-900">
                  {link.created_by
                    ? t('shareLinks.createdBy', { date: created, name: link.created_by })
                    : t('shareLinks.createdByFormer', { date: created })}
                </p>
                <p className="mt-0.5">
                  <ExpiryText link={link} />
                  {' · '}
                  {link.last_opened_at
                    ? t('shareLinks.lastOpened', { date: formatDateTime(link.last_opened_at) })
                    : t('shareLinks.neverOpened')}
                </p>
              </div>
              {link.revocable && (
                <Button
                  variant="ghost"
                  className="h-9 shrink-0 px-3 text-red-700 hover:bg-red-50"
                  onClick={() => setPending(link)}
                  aria-label={t('shareLinks.revokeLabel', { date: created })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="hidden sm:inline">{t('shareLinks.revoke')}</span>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        onConfirm={confirmRevoke}
        title={pending ? t('shareLinks.revokeTitle', { date: formatDateTime(pending.created_at) }) : ''}
        description={t('shareLinks.revokeDescription')}
        confirmLabel={t('shareLinks.revoke')}
        busy={revoke.isPending}
      />
    </>
  );
}
