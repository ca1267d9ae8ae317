import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { TelegramConnected } from './telegram-connected';
import { TelegramConnecting } from './telegram-connecting';
import { useTelegramConnection } from './use-telegram-connection';

/** A message, and the button that hands out a new link (after one expired, or one from another visit). */
function Retry({
  message,
  label,
  onRetry,
  busy,
}: {
  message: string;
  label: string;
  onRetry(): void;
  busy: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p role="status" className="text-zinc-900">
        {message}
      </p>
      <Button variant="secondary" onClick={onRetry} disabled={busy}>
        {label}
      </Button>
    </div>
  );
}

function TelegramState() {
  const { t } = useTranslation();
  const { status, link, expired, secondsLeft, start, starting } = useTelegramConnection();

  if (status.isPending) {
    return (
      <div className="py-2">
        <Spinner className="size-5" />
        <span className="sr-only">{t('loading.title')}</span>
      </div>
    );
  }
  if (status.isError) {
    return (
      <p role="alert" className="text-sm text-zinc-900">
        {t('table.loadFailedDescription')}
      </p>
    );
  }
  const { enabled, connected, connecting, username } = status.data;
  if (!enabled) return <p className="text-sm text-zinc-600">{t('telegram.unavailable')}</p>;
  if (connected) return <TelegramConnected username={username} />;
  if (link && !expired) return <TelegramConnecting url={link.url} secondsLeft={secondsLeft} />;
  if (link || connecting) {
    return (
      <Retry
        message={link ? t('telegram.expired') : t('telegram.waiting')}
        label={link ? t('telegram.tryAgain') : t('telegram.newLink')}
        onRetry={start}
        busy={starting}
      />
    );
  }
  return (
    <Button onClick={start} disabled={starting}>
      {t('telegram.connect')}
    </Button>
  );
}

/** Spec §4 Telegram, in the user configuration's integrations: connect, wait for the bot, disconnect. */
export function TelegramIntegration() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="telegram-heading" className="flex items-start gap-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-sky-100 text-sky-700">
        <Send aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 id="telegram-heading" className="font-medium text-sm text-zinc-900">
          Telegram
        </h3>
        <p className="mt-0.5 mb-3 text-sm text-zinc-600">{t('telegram.description')}</p>
        <TelegramState />
      </div>
    </section>
  );
}
