import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  connectTelegram as connectTelegramRoute,
  disconnectTelegram as disconnectTelegramRoute,
  type TTelegramConnect,
} from '@whispy/contracts';
import { api } from '../../api';
import { emitIdentityUpdated } from '../identity';
import { telegramStatusKey } from './telegram-status-query';

/** `GET integrations/telegram/connect`: a deep link to the bot with a one-time token, and when it expires. */
export function connectTelegram(): Promise<TTelegramConnect> {
  return api(connectTelegramRoute);
}

/** `DELETE integrations/telegram/disconnect`: answers 204. */
export function disconnectTelegram(): Promise<null> {
  return api(disconnectTelegramRoute);
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
