import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createAccessToken as createAccessTokenRoute,
  type TCreateAccessToken,
  type TCreatedAccessToken,
} from '@whispy/contracts';
import { api } from '../../api';
import { accessTokensQueryKey } from './access-tokens-query';

/** `POST tokens {name}`: the answer carries the secret, shown this once only. */
export function createAccessToken(input: TCreateAccessToken): Promise<TCreatedAccessToken> {
  return api(createAccessTokenRoute, { body: input });
}

export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensQueryKey }),
  });
}
