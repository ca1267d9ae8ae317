import { TELEGRAM_CONNECT_WINDOW_MS } from '@whispy/contracts';
import { ExternalLink } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClockUpTo } from '../../shared/format-clock';
import { Spinner } from '../../ui/spinner';

type Props = { url: string; secondsLeft: number };

/** Waiting for Start in Telegram: the time left, and the link again for when the new tab was blocked. */
export function TelegramConnecting({ url, secondsLeft }: Props) {
  const { t } = useTranslation();
  // The Connect button this replaces had the focus: hand it to the link, so the keyboard is not lost.
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), []);
  return (
    <div className="space-y-2 text-sm">
      <p role="status" className="flex items-center gap-2 font-medium text-zinc-900">
        <Spinner className="size-4 shrink-0" />
        {t('telegram.waiting')}
      </p>
      <p className="text-zinc-600">
        {t('telegram.timeLeft', { time: formatClockUpTo(secondsLeft, TELEGRAM_CONNECT_WINDOW_MS / 1000) })}
      </p>
      <p className="text-zinc-600">
        {t('telegram.linkFallback')}{' '}
        <a
          ref={link}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-accent-700 underline-offset-2 hover:underline"
        >
          {t('telegram.openTelegram')}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('common.opensInNewWindow')}</span>
        </a>
      </p>
    </div>
  );
}
