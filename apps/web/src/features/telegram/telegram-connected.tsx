import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { notify } from '../../ui/notify';
import { useDisconnectTelegram } from './connect-telegram';

/** "Connected as @username", and Disconnect after a confirmation. */
export function TelegramConnected({ username }: { username: string | null }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const disconnect = useDisconnectTelegram();

  const onConfirm = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => notify.success(t('telegram.disconnected')),
      onSettled: () => setConfirming(false),
    });

  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="flex min-w-0 items-center gap-2 font-medium text-sm text-zinc-900">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
        <span className="min-w-0 break-words">
          {username ? t('telegram.connectedAs', { username }) : t('telegram.connected')}
        </span>
      </p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('telegram.disconnect')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={onConfirm}
        busy={disconnect.isPending}
        title={t('telegram.disconnectTitle')}
        description={t('telegram.disconnectDescription')}
        confirmLabel={t('telegram.disconnect')}
      />
    </div>
  );
}
