import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TCreateAccessToken, type TCreatedAccessToken, ZCreatedAccessToken } from '@whispy/contracts';
import { http } from '../../api';
import { accessTokensQueryKey } from './access-tokens-query';

/** `POST tokens {name}`: the answer carries the secret, shown this once only. */
export function createAccessToken(input: TCreateAccessToken): Promise<TCreatedAccessToken> {
  return http.post('tokens', input, { schema: ZCreatedAccessToken });
}

export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensQueryKey }),
  });
}
