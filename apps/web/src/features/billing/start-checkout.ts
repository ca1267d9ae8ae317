import { useMutation } from '@tanstack/react-query';
import type { TCheckout } from '@whispy/contracts';
import { http } from '../../api';

/** `POST subscription/checkout`: the answer's `redirect` is Stripe Checkout, which the HTTP client opens as a whole page. */
export function startCheckout(input: TCheckout): Promise<unknown> {
  return http.post('subscription/checkout', input);
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
