import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Brand } from '../ui/chrome/brand';
import { notify } from '../ui/notify';

/** What remains on screen, beside the fatal toast, when start-up fails. */
export function FatalScreen() {
  const { t } = useTranslation();
  // Raised once the toast region is mounted; the fixed id keeps it single under StrictMode.
  useEffect(() => {
    notify.fatal(t('messages.fatal'));
  }, [t]);
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-6 text-center">
      <div className="flex flex-col items-center gap-6">
        <Brand />
        <h1 className="max-w-sm font-medium text-zinc-900">{t('messages.fatal')}</h1>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('common.reload')}
        </Button>
      </div>
    </main>
  );
}
