import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useSignOutEverywhere } from './sign-out-everywhere';

/**
 * Settings block "Sessions": signing out everywhere, after a confirmation. Personal access tokens are
 * not sessions and stay; the text says so, since "everywhere" could be read to cover them.
 */
export function SessionsCard() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const signOut = useSignOutEverywhere();

  return (
    <Card id="sessions" title={t('sessions.title')} description={t('sessions.description')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-zinc-600">{t('sessions.tokensNote')}</p>
        <Button variant="secondary" className="shrink-0" onClick={() => setConfirming(true)}>
          <LogOut aria-hidden="true" className="size-4" />
          {t('sessions.signOutEverywhere')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        // On success the server's redirect leads to /auth/login; a failure has been shown as a toast.
        onConfirm={() => signOut.mutate(undefined, { onError: () => setConfirming(false) })}
        title={t('sessions.confirmTitle')}
        description={t('sessions.confirmDescription')}
        confirmLabel={t('sessions.signOutEverywhere')}
        busy={signOut.isPending || signOut.isSuccess}
      />
    </Card>
  );
}
