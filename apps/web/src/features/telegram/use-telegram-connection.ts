import { useQueryClient } from '@tanstack/react-query';
import { TELEGRAM_CONNECT_WINDOW_MS, type TTelegramConnect } from '@whispy/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notify';
import { emitIdentityUpdated } from '../identity';
import { useConnectTelegram } from './connect-telegram';
import { useTelegramStatus } from './telegram-status-query';
import { useNow } from './use-now';

/** A deep link handed out in this tab, and when this tab stops waiting for it. */
type PendingLink = { url: string; deadline: number };

// The window is counted on this device's clock from the answer, capped by the server's expiry: a clock that
// is off cannot make the page promise more time than the token has.
function pendingLink(answer: TTelegramConnect): PendingLink {
  const deadline = Math.min(Date.parse(answer.expires_at), Date.now() + TELEGRAM_CONNECT_WINDOW_MS);
  return { url: answer.url, deadline };
}

/**
 * Spec §4 Telegram: connect opens the bot in a new tab and waits (polling the status) until the chat is
 * linked or the 5-minute window ends. A link handed out before this page opened is waited for as well.
 */
export function useTelegramConnection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [link, setLink] = useState<PendingLink | null>(null);
  const now = useNow(link !== null);
  const expired = link !== null && now >= link.deadline;
  const status = useTelegramStatus(
    (current) => current?.connected !== true && (link ? !expired : current?.connecting === true),
  );
  const connect = useConnectTelegram();
  const connected = status.data?.connected === true;
  const username = status.data?.username ?? null;

  useEffect(() => {
    if (!link || !connected) return;
    setLink(null);
    notify.success(username ? t('telegram.connectedAs', { username }) : t('telegram.connected'));
    void emitIdentityUpdated(queryClient).catch(() => {});
  }, [link, connected, username, queryClient, t]);

  const start = () =>
    connect.mutate(undefined, {
      onSuccess: (answer) => {
        setLink(pendingLink(answer));
        // Opened after the answer, so a popup blocker may refuse: the page shows the link as well.
        window.open(answer.url, '_blank', 'noopener,noreferrer');
      },
    });

  return {
    status,
    link,
    expired,
    secondsLeft: link ? Math.max(0, Math.ceil((link.deadline - now) / 1000)) : 0,
    start,
    starting: connect.isPending,
  };
}
