import { useMutation } from '@tanstack/react-query';
import type { TAcceptTerms } from '@whispy/contracts';
import { http } from '../../api';

/** `POST tos {token}`: accepts the current terms; `token` is the Turnstile answer when the challenge is on. */
export function acceptTerms(input: TAcceptTerms): Promise<unknown> {
  return http.post('tos', input);
}

export function useAcceptTerms() {
  return useMutation({ mutationFn: acceptTerms });
}
