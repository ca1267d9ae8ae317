import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeAccessToken as revokeAccessTokenRoute } from '@whispy/contracts';
import { api } from '../../api';
import { accessTokensQueryKey } from './access-tokens-query';

/** `DELETE tokens/:id`: answers 204. */
export function revokeAccessToken(id: string): Promise<null> {
  return api(revokeAccessTokenRoute, { params: { id } });
}

export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAccessToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensQueryKey }),
  });
}
