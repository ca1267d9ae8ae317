import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TTelegramConnect, ZTelegramConnect } from '@whispy/contracts';
import { http } from '../../api';
import { emitIdentityUpdated } from '../identity';
import { telegramStatusKey } from './telegram-status-query';

/** `GET integrations/telegram/connect`: a deep link to the bot with a one-time token, and when it expires. */
export function connectTelegram(): Promise<TTelegramConnect> {
  return http.get('integrations/telegram/connect', { schema: ZTelegramConnect });
}

/** `DELETE integrations/telegram/disconnect`: answers 204. */
export function disconnectTelegram(): Promise<null> {
  return http.delete<null>('integrations/telegram/disconnect');
}

export function useConnectTelegram() {
  return useMutation({ mutationFn: connectTelegram });
}

export function useDisconnectTelegram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectTelegram,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: telegramStatusKey });
      await emitIdentityUpdated(queryClient).catch(() => {});
    },
  });
}
