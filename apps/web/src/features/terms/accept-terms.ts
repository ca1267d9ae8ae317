import { useMutation } from '@tanstack/react-query';
import { acceptTerms as acceptTermsRoute, type TAcceptTerms, type TIdentity } from '@whispy/contracts';
import { api } from '../../api';

/** `POST tos {token}`: accepts the current terms; `token` is the Turnstile answer when the challenge is on. */
export function acceptTerms(input: TAcceptTerms): Promise<TIdentity> {
  return api(acceptTermsRoute, { body: input });
}

export function useAcceptTerms() {
  return useMutation({ mutationFn: acceptTerms });
}
