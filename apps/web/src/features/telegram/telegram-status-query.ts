import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getTelegramStatus, type TTelegramStatus } from '@whispy/contracts';
import { api } from '../../api';
import { useIdentity } from '../identity';
import { useLiveNotification } from '../live';

export const telegramStatusKey = ['telegram-status'] as const;
/** How often the page asks whether the bot has linked the chat yet. */
export const TELEGRAM_POLL_MS = 2000;

/** `GET integrations/telegram/status`. */
export function fetchTelegramStatus(signal?: AbortSignal): Promise<TTelegramStatus> {
  return api(getTelegramStatus, { signal });
}

/**
 * The status, asked again every 2 s while `poll` says so, and at once when the bot reports a change of this
 * user's link (`telegram.updated`): the poll covers a live channel that is not connected.
 */
export function useTelegramStatus(poll: (status: TTelegramStatus | undefined) => boolean) {
  const queryClient = useQueryClient();
  const { data: identity } = useIdentity();
  useLiveNotification('telegram.updated', (event) => {
    if (event.user === identity?.user.id) void queryClient.invalidateQueries({ queryKey: telegramStatusKey });
  });
  return useQuery({
    queryKey: telegramStatusKey,
    queryFn: ({ signal }) => fetchTelegramStatus(signal),
    refetchInterval: (query) => (poll(query.state.data) ? TELEGRAM_POLL_MS : false),
    // Shown as "@{{username}}", whether or not the server's username carries the "@".
    select: (status) => ({ ...status, username: status.username?.replace(/^@/, '') ?? null }),
  });
}
